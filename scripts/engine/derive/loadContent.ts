/**
 * The content pipeline up to the facts every page shows: read → parse → validate
 * (validate/validateContent.ts) → derive (the site's own, through its definition). Every problem is
 * collected (never just the first), and the result is what `npm run check` reports and what the
 * build renders. Used by `npm run check`, the build and the dev server alike.
 */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { Problem } from '../core/problem.ts';
import type { PageTreeUse } from '../parse/parsePage.ts';
import { resolveProblems } from '../validate/blocks/resolveProblems.ts';
import type { ContentPage, PagesTyped } from '../validate/contentPage.ts';
import { siteNow, siteToday } from '../validate/contentRules.ts';
import { inFileOrder } from '../validate/inFileOrder.ts';
import type { ContentDefinition } from '../validate/underCheck.ts';
import { validateContent } from '../validate/validateContent.ts';
import type { DeriveDefinition } from './deriveDefinition.ts';

export type { ContentPage } from '../validate/contentPage.ts';

/** What loading needs of a site's definition: what the validators know of it, and what it derives. */
export type LoadDefinition<Facts extends object = Record<string, unknown>, Page extends Frontmatter = Frontmatter> = ContentDefinition
  & DeriveDefinition<object, Frontmatter, Facts> & PagesTyped<Page>;

/** `Facts`: the site's data as its pages read it, derived facts included (deriveDefinition.ts); `Page`: its pages' frontmatter. */
export interface LoadedContent<Facts extends object = Record<string, unknown>, Page extends Frontmatter = Frontmatter> {
  data: Facts;
  pages: ContentPage<Page>[];
  problems: Problem[];
}

export interface LoadOptions {
  /** Today as the build sees it (YYYY-MM-DD); SITE_NOW or the date in Vietnam by default. */
  today?: string;
  /** The build's clock (ISO instant); SITE_NOW or the real time by default. */
  now?: string;
  /** The files the writer has just added or changed, relative to root (read/changedFiles.ts): `npm run check` gives them, and its own checks of them then run. */
  changed?: ReadonlySet<string>;
  /** Given each page's MDX tree as it is parsed (file relative to root): the build compiles from it. */
  usePageTree?: PageTreeUse;
}

/**
 * Everything under content/, validated. Pages that are not published now (drafts, scheduled,
 * taken down) are returned with their status; callers building for visitors use only published ones.
 */
export function loadContent<Facts extends object, Page extends Frontmatter = Frontmatter>(definition: LoadDefinition<Facts, Page>, contentDir: string, root = process.cwd(), { today = siteToday(), now = siteNow(), changed, usePageTree }: LoadOptions = {}): LoadedContent<Facts, Page> {
  const validated = validateContent(definition, contentDir, root, { today, now, ...(changed ? { changed } : {}), ...(usePageTree ? { usePageTree } : {}) });
  const { data, sources, underCheck, failed, problems } = validated;
  // The pages passed the site's page schema, whose type the definition carries (PagesTyped).
  const pages = validated.pages as ContentPage<Page>[];

  // Derived facts need every data file; with one missing, its own error is what matters, and the
  // data is returned as far as it is valid, for tools that compare it (facts-diff).
  if (Object.keys(definition.data).some((name) => !(name in data))) return { data: data as Facts, pages, problems: inFileOrder(problems) };
  const derived = definition.derive(data, pages, { dataSources: sources, now, failedPages: failed.map((page) => page.yaml.value) });
  // Each block resolved as it will render, from the derived facts: what it needs and lacks is reported now.
  // Not while a page's YAML does not parse: what it carried is unknown, so what a block would miss may
  // follow from that one mistake.
  const unreadable = failed.some((page) => page.yaml.value === undefined);
  const resolved = derived.problems.length > 0 || unreadable ? [] : resolveProblems(underCheck.flatMap((page) => page.frontmatter ? [{ ...page, frontmatter: page.frontmatter }] : []), definition.blocks, derived.data);
  return { data: derived.data, pages, problems: inFileOrder([...problems, ...derived.problems, ...resolved]) };
}
