/** The facts a synthetic page's frontmatter gives (syntheticPages.ts), as a visitor reads them on the page. */
import { parse } from 'yaml';
import { syntheticPage } from '../syntheticPages.ts';

interface SyntheticFrontmatter {
  hero: { badge: string };
  stats: { label: string; value?: string; percent?: number; countOf?: string }[];
  cards: Record<string, { title: string; description: string }[]>;
  actions: Record<string, { label: string }[]>;
}

export function syntheticFacts(index: number): string[] {
  const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(syntheticPage(index))?.[1] ?? '') as SyntheticFrontmatter;
  const figure = (stat: SyntheticFrontmatter['stats'][number]) => stat.value ?? (stat.percent !== undefined ? `${stat.percent}%` : String(frontmatter.cards[stat.countOf ?? '']?.length ?? 0));
  return [
    frontmatter.hero.badge,
    ...frontmatter.stats.flatMap((stat) => [stat.label, figure(stat)]),
    ...Object.values(frontmatter.cards).flat().flatMap((card) => [card.title, card.description]),
    ...Object.values(frontmatter.actions).flat().map((action) => action.label),
  ];
}
