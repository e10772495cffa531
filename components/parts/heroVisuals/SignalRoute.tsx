import { NodeIcon, StepDots, VisualFrame } from './VisualFrame.tsx';
import type { StepNode } from './heroVisualOf.ts';

// Literal class names, so Tailwind generates them (no inline style: the CSP allows only the site's CSS).
const columns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'];
/** Targets a row holds: four sit two by two, five three then two. */
const acrossFor = (count: number) => (count === 4 ? 2 : Math.min(count, 3));

/**
 * A signal-routing page's visual: where its signals come from (the first platform) at the top, lines
 * fanning out to each market it trades on, each with a dot per step the page teaches for it.
 */
export function SignalRoute({ source, targets }: { source: StepNode; targets: StepNode[] }) {
  const across = acrossFor(targets.length);
  return (
    <VisualFrame kind="signal-route">
      <div className="p-3">
        <div className="mx-auto flex w-fit max-w-full items-center gap-2.5 rounded-2xl bg-accent-500/15 px-3 py-2 ring-1 ring-accent-400/40">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/10 text-lg"><NodeIcon node={source} className="size-5" /></span>
          <span className="min-w-0 text-sm font-semibold text-white" data-visual-node>{source.title}</span>
          <StepDots count={source.steps} />
        </div>
        <svg viewBox={`0 0 ${across * 20} 24`} preserveAspectRatio="none" aria-hidden="true" className="block h-8 w-full">
          {Array.from({ length: across }, (_, index) => (
            <path key={index} d={`M${across * 10} 0 C${across * 10} 12, ${index * 20 + 10} 12, ${index * 20 + 10} 24`}
              fill="none" stroke="oklch(0.8 0.16 70)" strokeOpacity="0.75" strokeWidth="1.5" strokeDasharray="3 2" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <ul className={`grid gap-2 ${columns[across]}`}>
          {targets.map((target) => (
            <li key={target.title} className="flex flex-col items-center gap-1.5 rounded-xl bg-white/[0.06] px-2 py-2.5 text-center ring-1 ring-white/10">
              <span className="grid size-8 place-items-center rounded-lg bg-brand-500/25 text-sm"><NodeIcon node={target} /></span>
              <span className="min-w-0 text-xs font-medium leading-snug text-brand-50" data-visual-node>{target.title}</span>
              <StepDots count={target.steps} />
            </li>
          ))}
        </ul>
      </div>
    </VisualFrame>
  );
}
