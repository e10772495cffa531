/**
 * The synthetic site both generators build in `npm run bench -- --compare`: the synthetic pages
 * (syntheticPages.ts), the two pages their links need, and on our side the shared data files the site
 * definition requires, nothing of this site's own pages. Every page links to / (the layout's menu) and
 * each synthetic page to /lich-khai-giang (its call to action); those two are plain pages here, written
 * the same for both sides, so each build has exactly the synthetic pages plus these two.
 *
 * The data: every file the definition names (site/definition.ts, content/schema/dataSchemas.ts), the
 * site's own except those that name pages the synthetic site lacks (its menu, courses, instructors,
 * platforms), which syntheticSite/data/ replaces.
 */
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_FOLDER } from '../../engine/read/listContentFiles.ts';
import { site } from '../../../site/definition.ts';
import { syntheticSlug, writeSyntheticPages, type SyntheticPageOptions } from './syntheticPages.ts';

const OWN_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'syntheticSite', 'data');

/** Where the synthetic pages go, under content/ here and under src/pages/ in Astro's project. */
export const SYNTHETIC_FOLDER = 'bench';

interface LinkTarget {
  /** The file name without `.mdx`, at the top of the pages. */
  slug: string;
  title: string;
  text: string;
}

/** The pages the synthetic pages' links need: the home page and the schedule. */
export const linkTargets: LinkTarget[] = [
  { slug: 'index', title: 'Trang chủ của bản thử nghiệm', text: 'Trang web này chỉ có các bài học tổng hợp, để đo thời gian dựng.' },
  { slug: 'lich-khai-giang', title: 'Lịch khai giảng của bản thử nghiệm', text: 'Lịch khai giảng sẽ được công bố sau.' },
];

/** A link target's MDX source: a plain page (kind `page`) with a heading and one paragraph. */
export function linkTargetPage({ title, text }: LinkTarget, { ogImage }: SyntheticPageOptions = {}): string {
  const image = ogImage === undefined ? '' : `ogImage: ${ogImage}\n`;
  return `---\ntype: page\ntitle: ${title}\ndescription: ${title}, trang đích của các liên kết trên trang thử nghiệm.\n${image}---\n\n# ${title}\n\n${text}\n`;
}

/** Every route a build of the synthetic site with `count` synthetic pages must have, sorted. */
export function syntheticSiteRoutes(count: number): string[] {
  const targets = linkTargets.map(({ slug }) => (slug === 'index' ? '/' : `/${slug}`));
  const pages = Array.from({ length: count }, (_, index) => `/${SYNTHETIC_FOLDER}/${syntheticSlug(index + 1)}`);
  return [...targets, ...pages].sort();
}

/**
 * Makes the content of the project at `root` the synthetic site with `count` pages: removes every
 * page (.mdx) and every data file the definition does not name, puts in the bench's own data files,
 * then writes the link targets and the synthetic pages.
 */
export function writeSyntheticSite(root: string, count: number, options: SyntheticPageOptions = {}): void {
  const content = path.join(root, 'content');
  for (const file of readdirSync(content, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.mdx')) rmSync(path.join(content, file));
  }
  const dataDir = path.join(content, DATA_FOLDER);
  const required = Object.keys(site.data);
  for (const file of readdirSync(dataDir)) {
    if (!required.includes(path.basename(file, '.yaml'))) rmSync(path.join(dataDir, file), { recursive: true });
  }
  for (const name of required) {
    const own = path.join(OWN_DATA, `${name}.yaml`);
    if (existsSync(own)) cpSync(own, path.join(dataDir, `${name}.yaml`));
  }
  for (const target of linkTargets) writeFileSync(path.join(content, `${target.slug}.mdx`), linkTargetPage(target, options));
  rmSync(path.join(content, SYNTHETIC_FOLDER), { recursive: true, force: true });
  writeSyntheticPages(path.join(content, SYNTHETIC_FOLDER), count, options);
}
