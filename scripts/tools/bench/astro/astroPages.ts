/**
 * The synthetic pages of `npm run bench` (syntheticPages.ts) as Astro builds them: the same
 * frontmatter facts and MDX prose, with the site's blocks as the Astro components of template/,
 * given those facts as props (Astro's MDX has no frontmatter-aware blocks), and the layout named
 * in the frontmatter. A page of one generator and the same page of the other carry the same text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syntheticPage, syntheticSlug } from '../syntheticPages.ts';

const IMPORTS = ['PageHero', 'Section', 'StatTiles', 'CardGrid', 'Tabs', 'Tab', 'CtaBand']
  .map((name) => `import ${name} from '../../components/${name}.astro';`)
  .join('\n');

/** Our page's MDX source, rewritten for Astro. */
export function astroPage(source: string): string {
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const tabs = [...body.matchAll(/<Tab id="([^"]+)" label="([^"]+)">/g)].map(([, id, label]) => ({ id, label }));
  let first = true;
  const blocks = body
    .replace('<PageHero>', '<PageHero hero={frontmatter.hero}>')
    .replace('<StatTiles />', '<StatTiles stats={frontmatter.stats} cards={frontmatter.cards} />')
    .replace(/<CardGrid of="(\w+)"/g, '<CardGrid cards={frontmatter.cards.$1}')
    .replace(/<CtaBand id="([^"]+)" of="(\w+)">/g, '<CtaBand id="$1" actions={frontmatter.actions.$2}>')
    .replace('<Tabs>', `<Tabs tabs={${JSON.stringify(tabs)}}>`)
    .replace(/<Tab id=/g, (tag) => {
      const active = first;
      first = false;
      return active ? '<Tab active id=' : tag;
    });
  return `---\nlayout: ../../layouts/Page.astro\n${frontmatter}\n---\n${IMPORTS}\n${blocks}`;
}

/** Writes pages 1…count into `dir` (the Astro project's src/pages/bench) as `trang-00001.mdx` …. */
export function writeAstroPages(dir: string, count: number): void {
  mkdirSync(dir, { recursive: true });
  for (let index = 1; index <= count; index++) {
    writeFileSync(path.join(dir, `${syntheticSlug(index)}.mdx`), astroPage(syntheticPage(index)));
  }
}
