/**
 * The content pipeline up to the facts every page shows: read → parse → validate
 * (validate/validateContent.ts) → derive. Every problem is collected (never just the first), and the
 * result is what `npm run check` reports and what the build renders. Used by `npm run check`, the
 * build and the dev server alike.
 */
import type { PageFrontmatter, ParsedSiteData, SiteData } from '../../../content/schema.ts';
import type { Problem } from '../core/problem.ts';
import type { PageTreeUse, ParsedPage } from '../parse/parsePage.ts';
import type { ContentPage as AnyContentPage } from '../validate/contentPage.ts';
import { siteNow, siteToday } from '../validate/contentRules.ts';
import { inFileOrder } from '../validate/inFileOrder.ts';
import type { ContentDefinition } from '../validate/underCheck.ts';
import { validateContent } from '../validate/validateContent.ts';
import { deriveFacts } from './deriveFacts.ts';
import { resolveProblems } from '../validate/blocks/resolveProblems.ts';

// While derive reads this site's facts, the pages it returns have this site's frontmatter.
export type ContentPage = AnyContentPage<PageFrontmatter>;

export interface LoadedContent {
  data: SiteData;
  pages: ContentPage[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Today as the build sees it (YYYY-MM-DD); SITE_NOW or the date in Vietnam by default. */
  today?: string;
  /** The build's clock (ISO instant); SITE_NOW or the real time by default. */
  now?: string;
  /** Given each page's MDX tree as it is parsed (file relative to root): the build compiles from it. */
  usePageTree?: PageTreeUse;
}

/**
 * Everything under content/, validated. Pages that are not published now (drafts, scheduled,
 * taken down) are returned with their status; callers building for visitors use only published ones.
 */
export function loadContent(definition: ContentDefinition, contentDir: string, root = process.cwd(), { today = siteToday(), now = siteNow(), usePageTree }: LoadOptions = {}): LoadedContent {
  const validated = validateContent(definition, contentDir, root, { today, ...(usePageTree ? { usePageTree } : {}) });
  const { data, sources, underCheck, failed, problems } = validated;
  // The site's pages passed the site's page schema, which defineSite takes at the site's types.
  const pages = validated.pages as ContentPage[];

  // Derived facts need every data file; with one missing, its own error is what matters.
  if (Object.keys(definition.data).some((name) => !(name in data))) return { data: data as SiteData, pages, problems: inFileOrder(problems) };
  const derived = deriveFacts(data as ParsedSiteData, pages, sources.courses, now, offeringsNamedBy(failed));
  // Each block resolved as it will render, from the derived facts: what it needs and lacks is reported now.
  const resolved = derived.problems.length > 0 ? [] : resolveProblems(underCheck.flatMap((page) => page.frontmatter ? [{ ...page, frontmatter: page.frontmatter }] : []), definition.blocks, derived.data);
  return { data: derived.data, pages, problems: inFileOrder([...problems, ...derived.problems, ...resolved]) };
}

/** The offerings these pages name, as written (their frontmatter may have failed its schema). */
function offeringsNamedBy(pages: ParsedPage[]): Set<string> {
  return new Set(pages.flatMap((page) => {
    const offering = (page.yaml.value as { offering?: unknown } | undefined)?.offering;
    return typeof offering === 'string' ? [offering] : [];
  }));
}
