/**
 * The ids a page will carry once built, known from its parsed source alone, so a link to
 * `/trang#phan` is checked without building anything: those the page writes or its blocks declare
 * (blocks/listPageIds.ts), the exercise board's tabs, and the frame's own that every page has.
 */
import type { BlockSpec } from '../blocks/blockSpec.ts';
import { listPageIds } from '../blocks/listPageIds.ts';
import type { LinkPage } from './linkSite.ts';

/** Every page's frame (renderer/Layout.tsx): the skip link's target. */
export const SHELL_IDS = ['main'];

/** The exercise board's tab per session, `tab-session1`… (components/blocks/ExerciseBoard/ExerciseBoard.tsx). */
function exerciseTabIds(page: LinkPage): string[] {
  const board = page.outline.elements.some((element) => element.name === 'ExerciseBoard');
  if (!board || page.frontmatter?.type !== 'exercises') return [];
  return page.frontmatter.sessions.flatMap((_, index) => [`tab-session${index + 1}`, `tab-button-session${index + 1}`]);
}

export interface PageIds {
  all: Set<string>;
  /** The ids typed as ids (`<Section id>`, tabs, exercises): the page's parts, as a writer names them. */
  sections: string[];
}

export function pageIds(page: LinkPage, blocks: Readonly<Record<string, BlockSpec>>): PageIds {
  const sources = listPageIds(page, blocks);
  const sections = [...sources.filter((source) => source.typed).flatMap((source) => source.ids), ...exerciseTabIds(page)];
  return { all: new Set([...SHELL_IDS, ...sections, ...sources.flatMap((source) => source.ids)]), sections };
}
