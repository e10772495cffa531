/**
 * The share card of every page of the synthetic site, as the site's definition says (its
 * `shareCard`, site/cards/cardFacts.ts): the facts the Astro side draws, so both sides draw the same
 * text. Read from the pages' frontmatter as the build reads it (validated by the page schema) and
 * from the site's own site.yaml and labels.yaml, the data a synthetic page's card can name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPageSchema, labelsSchema, siteSchema } from '../../../../content/schema.ts';
import { shareCard } from '../../../../site/cards/cardFacts.ts';
import type { ShareCardFacts } from '../../../engine/compile/shareCards/shareCardFacts.ts';
import { splitFrontmatter } from '../../../engine/parse/splitFrontmatter.ts';
import { parseYaml } from '../../../engine/parse/parseYaml.ts';
import { DATA_FOLDER } from '../../../engine/read/listContentFiles.ts';
import { syntheticPage, syntheticSlug, type SyntheticPageOptions } from '../syntheticPages.ts';
import { linkTargetPage, linkTargets, SYNTHETIC_FOLDER } from '../syntheticSite.ts';

export interface AstroCard {
  /** Its address under /share/, without `.png`: `index`, `bench/trang-00001`. */
  slug: string;
  facts: ShareCardFacts;
}

/** The cards of the link targets and synthetic pages 1…count; none when the pages name their own image. */
export function syntheticSiteCards(count: number, root: string, options: SyntheticPageOptions = {}): AstroCard[] {
  const data = {
    site: readSite(root),
    labels: labelsSchema.parse(readData(root, 'labels')),
    courses: {},
  };
  const schema = createPageSchema(undefined);
  const pages = [
    ...linkTargets.map((target) => ({ slug: target.slug, source: linkTargetPage(target, options) })),
    ...Array.from({ length: count }, (_, index) => ({ slug: `${SYNTHETIC_FOLDER}/${syntheticSlug(index + 1)}`, source: syntheticPage(index + 1, options) })),
  ];
  return pages.flatMap(({ slug, source }) => {
    const split = splitFrontmatter(source);
    if ('problem' in split) throw new Error(`the synthetic page ${slug} has no frontmatter`);
    const facts = shareCard({ frontmatter: schema.parse(parseYaml(split.yaml).value) }, data);
    return facts ? [{ slug, facts }] : [];
  });
}

function readData(root: string, name: string): unknown {
  return parseYaml(readFileSync(path.join(root, 'content', DATA_FOLDER, `${name}.yaml`), 'utf8')).value;
}

/** The site's site.yaml, as the build reads it. */
export function readSite(root: string) {
  return siteSchema.parse(readData(root, 'site'));
}
