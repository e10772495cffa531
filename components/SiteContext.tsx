import { createContext, useContext } from 'react';
import type { MDXContent } from 'mdx/types';
import type { FrontmatterOf, PageFrontmatter, PageKind, SiteData } from '../content/schema.ts';
import type { PictureSets } from '../lib/pictureSet.ts';

/** What every server-rendered component may read: the shared data and the page being rendered. */
export interface SiteContextValue {
  data: SiteData;
  /** The page's URL path; null on the not-found page. */
  route: string | null;
  content?: { file: string; frontmatter: PageFrontmatter; Content: MDXContent };
  /** The pictures the build made for the pages (components/parts/Picture.tsx); none in tests that render markup alone. */
  images?: PictureSets;
}

const SiteContext = createContext<SiteContextValue | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteProvider>');
  return site;
}

/** The frontmatter of the current page, which must be of the given kind (a block used on the wrong kind fails the build). */
export function useFrontmatter<K extends PageKind>(kind: K): FrontmatterOf<K> {
  const { content } = useSite();
  const frontmatter = content?.frontmatter;
  if (frontmatter?.type !== kind) {
    throw new Error(`${content?.file ?? 'This page'}: a block for pages of kind "${kind}" is used on a page of kind "${frontmatter?.type ?? 'none'}"`);
  }
  return frontmatter as FrontmatterOf<K>;
}

/** The frontmatter of the current page, whatever its kind. */
export function usePage(): PageFrontmatter {
  const frontmatter = useSite().content?.frontmatter;
  if (!frontmatter) throw new Error('a page block is used outside a content page');
  return frontmatter;
}

/** The lists any full-width page may hold (see `blocks` in content/schema.ts). */
type Blocks = Omit<FrontmatterOf<'landing'>, 'type' | 'title' | 'description' | 'favicon' | 'ogImage' | 'searchable'>;
type BlockField = keyof Blocks;
type FieldValue<F extends BlockField> = NonNullable<Blocks[F]>;

/** A block's list from the current page's frontmatter; the build fails with the file and field when it is missing. */
export function useField<F extends BlockField>(field: F, block: string): FieldValue<F> {
  const { content } = useSite();
  const value = (content?.frontmatter as Record<string, unknown> | undefined)?.[field];
  if (value === undefined) throw new Error(`${content?.file ?? 'This page'}: <${block}> needs "${field}" in the frontmatter`);
  return value as FieldValue<F>;
}

/** One named list (cards, actions) of the current page; the build fails naming the lists that exist. */
export function useNamed<F extends 'cards' | 'actions'>(field: F, name: string, block: string): FieldValue<F>[string] {
  const { content } = useSite();
  const lists = useField(field, block) as Record<string, FieldValue<F>[string]>;
  const list = lists[name];
  if (!list) throw new Error(`${content?.file ?? 'This page'}: <${block} of="${name}"> has no "${field}.${name}"; the page has ${Object.keys(lists).join(', ') || 'none'}`);
  return list;
}
