import { AppMockup } from './AppMockup.tsx';
import type { HeroVisualView } from './heroVisualOf.ts';
import { SignalChart } from './SignalChart.tsx';
import { WorkflowGraph } from './WorkflowGraph.tsx';

/** The visual of a course or bootcamp hero, as heroVisualOf.ts chose it from the page's facts. */
export function HeroVisual({ visual }: { visual: HeroVisualView }) {
  if (visual.kind === 'signalChart') return <SignalChart nodes={visual.nodes} />;
  if (visual.kind === 'appMockup') return <AppMockup nodes={visual.nodes} />;
  return <WorkflowGraph nodes={visual.nodes} />;
}
