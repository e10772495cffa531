/**
 * Serves the cut web fonts (compile/fonts/subsetFaces.ts) in place of the @fontsource files
 * renderer/fonts.css names: each face's url() (compile/fonts/fontFaces.ts, which writes that file)
 * becomes an alias of its cut copy, so Vite hashes and publishes the smaller file under the face's
 * name (dist/client/assets/static/), and `npm run dev` serves the same bytes. Aliases, because Vite
 * resolves a stylesheet's url() through them and its own resolver only, never a plugin's resolveId.
 * The faces are cut before Vite starts, through the cache: a warm build reads them from there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';
import { fontFaces } from '../compile/fonts/fontFaces.ts';
import { openFontSubsetter } from '../compile/fonts/subsetFaces.ts';

export function fontsPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'site-fonts',
    async config() {
      const resolvePackage = createRequire(path.join(root, 'package.json')).resolve;
      const subsetter = openFontSubsetter({ root });
      const alias: Alias[] = await Promise.all(fontFaces().map(async ({ url, unicodeRange, features }) => {
        const [file = '', slice = ''] = url.split('?');
        const cut = await subsetter.subset({ source: resolvePackage(file), slice, unicodeRange, features });
        return { find: new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), replacement: cut };
      }));
      if (subsetter.stats.computed > 0) console.error(`Fonts: ${subsetter.stats.computed} face(s) cut, ${subsetter.stats.reused} reused`);
      return { resolve: { alias } };
    },
  };
}
