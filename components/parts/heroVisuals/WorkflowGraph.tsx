import { NodeIcon, StepDots, VisualFrame } from './VisualFrame.tsx';
import type { StepNode } from './heroVisualOf.ts';

/**
 * An automation page's visual: a workflow canvas in the style of n8n, its first node (the trigger)
 * branching to the others, all named from the page's own cards, each with a dot per step it runs.
 */
// Literal class names, so Tailwind generates them (no inline style: the CSP allows only the site's CSS).
const gridRows = ['', 'grid-rows-1', 'grid-rows-2', 'grid-rows-3', 'grid-rows-4', 'grid-rows-5', 'grid-rows-6'];
const rowStarts = ['row-start-1', 'row-start-2', 'row-start-3', 'row-start-4', 'row-start-5', 'row-start-6'];

export function WorkflowGraph({ nodes }: { nodes: StepNode[] }) {
  const [trigger, ...allBranches] = nodes;
  const branches = allBranches.slice(0, rowStarts.length);
  if (!trigger) return null;
  const rows = Math.min(branches.length, rowStarts.length);
  return (
    <VisualFrame kind="workflow-graph">
      <div className={`relative grid ${gridRows[rows]} grid-cols-[minmax(0,0.8fr)_2.5rem_minmax(0,1.2fr)] items-center gap-y-2.5 bg-[radial-gradient(circle,oklch(1_0_0/0.09)_1px,transparent_1px)] bg-size-[14px_14px] p-4`}>
        <Node node={trigger} trigger className="col-start-1 row-span-full" />
        <svg viewBox={`0 0 40 ${rows * 10}`} preserveAspectRatio="none" className="col-start-2 row-span-full h-full w-full" aria-hidden="true">
          {branches.map((branch, index) => (
            <path key={branch.title} d={`M0 ${rows * 5} C20 ${rows * 5}, 20 ${index * 10 + 5}, 40 ${index * 10 + 5}`}
              fill="none" stroke="oklch(0.78 0.13 267)" strokeOpacity="0.7" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        {branches.map((branch, index) => (
          <Node key={branch.title} node={branch} className={`col-start-3 ${rowStarts[index]}`} />
        ))}
      </div>
    </VisualFrame>
  );
}

function Node({ node, trigger = false, className = '' }: { node: StepNode; trigger?: boolean; className?: string }) {
  return (
    <div className={`relative flex items-center gap-2 rounded-xl px-2.5 py-2 ring-1 ${trigger ? 'flex-col bg-accent-500/15 text-center ring-accent-400/40' : 'bg-white/[0.07] ring-white/15'} ${className}`}>
      <span className={`grid shrink-0 place-items-center rounded-lg bg-white/10 ${trigger ? 'size-10 text-xl' : 'size-7 text-sm'}`}><NodeIcon node={node} className={trigger ? 'size-5' : 'size-4'} /></span>
      <span className="min-w-0 text-xs font-medium leading-snug text-brand-50" data-visual-node>{node.title}</span>
      <StepDots count={node.steps} className={trigger ? '' : 'ml-auto'} />
      <span className={`absolute top-1/2 size-2 -translate-y-1/2 rounded-full bg-brand-300 ${trigger ? '-right-1' : '-left-1'}`} />
    </div>
  );
}
