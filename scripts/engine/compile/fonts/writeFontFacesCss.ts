/** Writes renderer/fonts.css from fontFaces.ts (run after changing the families, weights or ranges). */
import { writeFileSync } from 'node:fs';
import { fontFacesCss, fontFacesCssPath } from './fontFaces.ts';

writeFileSync(fontFacesCssPath, fontFacesCss());
