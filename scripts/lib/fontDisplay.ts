/**
 * Self-hosted fonts swap in only if they arrive within the first ~100 ms (`font-display: optional`):
 * text never re-flows after it is painted (no layout shift), and a slow first visit simply keeps the
 * system font. fontsource ships `swap`; this rewrites the built stylesheets (Tailwind inlines the
 * fontsource rules after the transform stage, so the change is made on the emitted files).
 */
import type { Plugin } from 'vite';

export function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        file.source = String(file.source).replace(/font-display:\s*swap/g, 'font-display:optional');
      }
    },
  };
}
