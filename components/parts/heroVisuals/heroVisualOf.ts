import type { Offering, PageFrontmatter } from '../../../content/schema.ts';
import type { VisualNode } from './VisualFrame.tsx';

/** At most this many nodes, so a visual stays small beside the offering card. */
const maxNodes = 6;

/** Which visual a hero draws, and its nodes. */
export type HeroVisualView = { kind: 'signalChart' | 'appMockup' | 'workflowGraph'; nodes: VisualNode[] };

/**
 * The visual of a course or bootcamp hero, chosen by the facts the page states: a system
 * `architecture` or trading `platforms` (or an offering that builds trading bots) draw a chart and
 * its signal flow; `workflows` a workflow canvas; `tools` an app mock-up; any other page its first
 * list of cards as a workflow. None when the page has no list to draw.
 */
export function heroVisualOf(page: PageFrontmatter, course: Pick<Offering, 'projects'>): HeroVisualView | undefined {
  const cards: Record<string, VisualNode[]> = 'cards' in page && page.cards ? page.cards : {};
  const flow = [cards.architecture, cards.platforms, course.projects].find((list) => list && list.length > 0);
  if (flow) return { kind: 'signalChart', nodes: flow.slice(0, maxNodes) };
  if (cards.tools) return { kind: 'appMockup', nodes: cards.tools.slice(0, maxNodes) };
  const workflow = cards.workflows ?? cards.projects ?? Object.values(cards).find((list) => list.length >= 3);
  return workflow ? { kind: 'workflowGraph', nodes: workflow.slice(0, maxNodes) } : undefined;
}
