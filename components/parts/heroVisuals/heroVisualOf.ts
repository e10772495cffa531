import type { Offering, PageFrontmatter } from '../../../content/schema.ts';
import { drawCandles, type Candle } from './candles.ts';
import type { VisualNode } from './VisualFrame.tsx';

/** At most this many nodes, so a visual stays small beside the offering card. */
const maxNodes = 6;

/** A drawn node and how many steps (its card's `items`) it holds, drawn as dots. */
export type StepNode = VisualNode & { steps: number };

/** Which visual a hero draws, and the facts it draws: each kind takes a different list of the page. */
export type HeroVisualView =
  /** Bots the offering builds (its `projects`), under a chart with a candle per session of the curriculum. */
  | { kind: 'signalChart'; nodes: VisualNode[]; candles: Candle[] }
  /** Where signals come from (the first of `platforms`) and the markets they are routed to (the others). */
  | { kind: 'signalRoute'; source: StepNode; targets: StepNode[] }
  /** A system's blocks (`architecture`) in order, each with its parts. */
  | { kind: 'pipeline'; nodes: StepNode[] }
  /** The products a no-code page builds (`tools`), over bars of its sessions' topics. */
  | { kind: 'appMockup'; nodes: VisualNode[]; bars: number[] }
  /** A trigger branching to the page's workflows, projects or first list of cards. */
  | { kind: 'workflowGraph'; nodes: StepNode[] };

type Card = VisualNode & { items?: string[] | undefined };

const stepNode = ({ icon, title, items }: Card): StepNode => ({ ...(icon ? { icon } : {}), title, steps: items?.length ?? 0 });

/**
 * The visual of a course or bootcamp hero, drawn from the facts the page states, so two programmes
 * never share a drawing: bots it builds (the offering's `projects`) a chart of its curriculum, a system
 * `architecture` a pipeline, trading `platforms` a route from the first to the others, `tools` an app
 * mock-up, `workflows` (or `projects`, the offering's bots without a curriculum, or the first list of
 * three or more cards) a workflow canvas.
 * None when the page has no list to draw.
 */
export function heroVisualOf(page: PageFrontmatter, course: Pick<Offering, 'projects'>): HeroVisualView | undefined {
  const cards: Record<string, Card[]> = 'cards' in page && page.cards ? page.cards : {};
  const sessions = ('curriculum' in page && page.curriculum ? page.curriculum : []).map((block) => block.sessions.map((session) => session.topics.length));
  if (course.projects && course.projects.length > 0 && sessions.flat().length >= 3) {
    return { kind: 'signalChart', nodes: course.projects.slice(0, maxNodes), candles: drawCandles(sessions) };
  }
  if (cards.architecture && cards.architecture.length >= 3) return { kind: 'pipeline', nodes: cards.architecture.slice(0, maxNodes).map(stepNode) };
  const [source, ...targets] = cards.platforms ?? [];
  if (source && targets.length >= 2) return { kind: 'signalRoute', source: stepNode(source), targets: targets.slice(0, maxNodes - 1).map(stepNode) };
  if (cards.tools) return { kind: 'appMockup', nodes: cards.tools.slice(0, maxNodes), bars: sessions.flat() };
  const bots = course.projects && course.projects.length > 0 ? course.projects : undefined;
  const workflow = cards.workflows ?? cards.projects ?? bots ?? Object.values(cards).find((list) => list.length >= 3);
  return workflow ? { kind: 'workflowGraph', nodes: workflow.slice(0, maxNodes).map(stepNode) } : undefined;
}
