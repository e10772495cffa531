/**
 * The ids a page will carry once built, known from its parsed source alone, so a link to
 * `/trang#phan` is checked without building anything: those the page writes or its blocks declare
 * (blocks/listPageIds.ts), those the site's definition says its frontmatter and blocks make, and
 * the frame's own that every page has.
 */
import type { ContentDefinition } from '../underCheck.ts';
import { listPageIds } from '../blocks/listPageIds.ts';
import type { LinkPage } from './linkSite.ts';

/** Every page's frame (renderer/Layout.tsx): the skip link's target. */
export const SHELL_IDS = ['main'];

export interface PageIds {
  all: Set<string>;
  /** The ids typed as ids (`<Section id>`, tabs, exercises): the page's parts, as a writer names them. */
  sections: string[];
}

export function pageIds(page: LinkPage, definition: Pick<ContentDefinition, 'blocks' | 'frontmatterIds' | 'builtIds'>): PageIds {
  const sources = listPageIds(page, definition.blocks, definition.frontmatterIds?.(page) ?? []);
  const sections = [...sources.filter((source) => source.typed).flatMap((source) => source.ids), ...(definition.builtIds?.(page) ?? [])];
  return { all: new Set([...SHELL_IDS, ...sections, ...sources.flatMap((source) => source.ids)]), sections };
}
