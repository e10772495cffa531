import { AppMockup } from './AppMockup.tsx';
import type { HeroVisualView } from './heroVisualOf.ts';
import { Pipeline } from './Pipeline.tsx';
import { SignalChart } from './SignalChart.tsx';
import { SignalRoute } from './SignalRoute.tsx';
import { WorkflowGraph } from './WorkflowGraph.tsx';

/** The visual of a course or bootcamp hero, as heroVisualOf.ts drew it from the page's facts. */
export function HeroVisual({ visual }: { visual: HeroVisualView }) {
  switch (visual.kind) {
    case 'signalChart': return <SignalChart nodes={visual.nodes} candles={visual.candles} />;
    case 'signalRoute': return <SignalRoute source={visual.source} targets={visual.targets} />;
    case 'pipeline': return <Pipeline nodes={visual.nodes} />;
    case 'appMockup': return <AppMockup nodes={visual.nodes} bars={visual.bars} />;
    case 'workflowGraph': return <WorkflowGraph nodes={visual.nodes} />;
  }
}
