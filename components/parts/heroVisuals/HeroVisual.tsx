import type { PageFrontmatter } from '../../../content/schema.ts';
import { usePage } from '../../SiteContext.tsx';
import { useOffering } from '../../useOffering.ts';
import { AppMockup } from './AppMockup.tsx';
import { SignalChart } from './SignalChart.tsx';
import type { VisualNode } from './VisualFrame.tsx';
import { WorkflowGraph } from './WorkflowGraph.tsx';

/** At most this many nodes, so a visual stays small beside the offering card. */
const maxNodes = 6;

/**
 * The visual of a course or bootcamp hero, chosen by the facts the page states: a system
 * `architecture` or trading `platforms` (or an offering that builds trading bots) draw a chart and
 * its signal flow; `workflows` a workflow canvas; `tools` an app mock-up; any other page its first
 * list of cards as a workflow.
 */
export function HeroVisual({ offering }: { offering: string }) {
  const page = usePage();
  const course = useOffering(offering);
  const cards = cardsOf(page);
  const flow = [cards.architecture, cards.platforms, course.projects].find((list) => list && list.length > 0);
  if (flow) return <SignalChart nodes={flow.slice(0, maxNodes)} />;
  if (cards.tools) return <AppMockup nodes={cards.tools.slice(0, maxNodes)} />;
  const workflow = cards.workflows ?? cards.projects ?? Object.values(cards).find((list) => list.length >= 3);
  return workflow ? <WorkflowGraph nodes={workflow.slice(0, maxNodes)} /> : null;
}

function cardsOf(page: PageFrontmatter): Record<string, VisualNode[]> {
  return 'cards' in page && page.cards ? page.cards : {};
}
