/** Writes renderer/fonts-fallback.css from capsize's metrics (run after upgrading @capsizecss/*). */
import { writeFileSync } from 'node:fs';
import { fallbackCssPath, fallbackFacesCss } from './fallbackFaces.ts';

writeFileSync(fallbackCssPath, fallbackFacesCss());
