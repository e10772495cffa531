/**
 * The synthetic pages of `npm run bench` (syntheticPages.ts) as Astro builds them: the same
 * frontmatter facts and MDX prose, with the site's blocks as the Astro components of template/,
 * given those facts as props (Astro's MDX has no frontmatter-aware blocks), and the layout named
 * in the frontmatter. A page of one generator and the same page of the other carry the same text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { syntheticPage, syntheticSlug } from '../syntheticPages.ts';
import { linkTargetPage, linkTargets, SYNTHETIC_FOLDER } from '../syntheticSite.ts';

const BLOCKS = ['PageHero', 'Section', 'StatTiles', 'CardGrid', 'Tabs', 'Tab', 'CtaBand'];

/** Our page's MDX source, rewritten for Astro; `toSrc` is the way from the page's folder up to src/. */
export function astroPage(source: string, toSrc = '../..'): string {
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
  const imports = BLOCKS.map((name) => `import ${name} from '${toSrc}/components/${name}.astro';`).join('\n');
  return `---\nlayout: ${toSrc}/layouts/Page.astro\n${frontmatter}\n---\n${imports}\n${blocks}`;
}

/**
 * Writes the synthetic site into `pagesDir` (the Astro project's src/pages): the link targets
 * (syntheticSite.ts) at its top, pages 1…count in bench/ as `trang-00001.mdx` ….
 */
export function writeAstroPages(pagesDir: string, count: number): void {
  for (const target of linkTargets) writeFileSync(path.join(pagesDir, `${target.slug}.mdx`), astroPage(linkTargetPage(target), '..'));
  const dir = path.join(pagesDir, SYNTHETIC_FOLDER);
  mkdirSync(dir, { recursive: true });
  for (let index = 1; index <= count; index++) {
    writeFileSync(path.join(dir, `${syntheticSlug(index)}.mdx`), astroPage(syntheticPage(index)));
  }
}
