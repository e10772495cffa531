import { NodeIcon, StepDots, VisualFrame } from './VisualFrame.tsx';
import type { StepNode } from './heroVisualOf.ts';

/**
 * A system-building page's visual: its architecture as a numbered pipeline, a signal travelling down
 * a rail from the first block to the last, each block with a dot per part it holds.
 */
export function Pipeline({ nodes }: { nodes: StepNode[] }) {
  return (
    <VisualFrame kind="pipeline">
      {/* The rail is the list's own ::before: a list holds only its items. */}
      <ol className="relative space-y-1.5 p-3 before:absolute before:bottom-6 before:left-[1.6rem] before:top-6 before:w-0.5 before:rounded-full before:bg-linear-to-b before:from-accent-400 before:via-brand-400 before:to-green-400">
        {nodes.map((node, index) => (
          <li key={node.title} className="relative flex items-center gap-2.5 rounded-xl bg-white/[0.06] py-1.5 pl-1.5 pr-3 ring-1 ring-white/10">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-950 text-xs font-bold tabular-nums text-accent-300 ring-2 ring-brand-400/60">{index + 1}</span>
            <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-500/25 text-sm"><NodeIcon node={node} /></span>
            <span className="min-w-0 flex-1 text-xs font-medium leading-snug text-brand-50" data-visual-node>{node.title}</span>
            <StepDots count={node.steps} />
          </li>
        ))}
      </ol>
    </VisualFrame>
  );
}
