import { NodeIcon, VisualFrame, type VisualNode } from './VisualFrame.tsx';

/**
 * A no-code page's visual: the products it teaches to build, as a dashboard in a browser window
 * whose side menu lists the page's tools, whose chart has a bar per session (as tall as the session
 * has topics, growing through the course), with a phone screen beside it.
 */
export function AppMockup({ nodes, bars: topics }: { nodes: VisualNode[]; bars: number[] }) {
  const most = Math.max(...topics, 1);
  const bars = topics.map((count, index) => Math.round(20 + (count / most) * 45 + (index / Math.max(topics.length - 1, 1)) * 30));
  return (
    <VisualFrame kind="app-mockup">
      <div className="relative grid grid-cols-[minmax(0,0.9fr)_minmax(0,1.6fr)] gap-3 p-3 pr-20 sm:pr-24">
        <ul className="space-y-1.5">
          {nodes.map((node, index) => (
            <li key={node.title} className={`flex items-center gap-2 rounded-lg px-2 py-1.5 text-xs font-medium ${index === 2 ? 'bg-brand-500/30 text-white' : 'text-brand-100'}`}>
              <span className="text-sm"><NodeIcon node={node} /></span><span className="min-w-0 leading-snug" data-visual-node>{node.title}</span>
            </li>
          ))}
        </ul>
        <div className="space-y-2.5">
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((tile) => (
              <div key={tile} className="rounded-lg bg-white/[0.07] p-2 ring-1 ring-white/10">
                <div className="h-1.5 w-2/3 rounded-full bg-white/20" />
                <div className={`mt-2 h-2.5 w-1/2 rounded-full ${['bg-green-400/70', 'bg-accent-400/70', 'bg-brand-300/80'][tile]}`} />
              </div>
            ))}
          </div>
          {/* SVG attributes, not inline styles: the CSP allows only the site's CSS. */}
          {bars.length > 0 && <svg viewBox={`0 0 ${bars.length * 10} 100`} preserveAspectRatio="none" aria-hidden="true" className="h-20 w-full rounded-lg bg-white/[0.05] p-2 ring-1 ring-white/10">
            <defs>
              <linearGradient id="app-mockup-bar" x1="0" y1="1" x2="0" y2="0">
                <stop offset="0" stopColor="oklch(0.59 0.22 270)" stopOpacity="0.6" />
                <stop offset="1" stopColor="oklch(0.78 0.13 267)" />
              </linearGradient>
            </defs>
            {bars.map((bar, index) => (
              <rect key={index} x={index * 10 + 1} y={100 - bar} width="8" height={bar} rx="1.5" fill="url(#app-mockup-bar)" />
            ))}
          </svg>}
        </div>
        <div className="absolute right-3 top-3 bottom-3 w-16 rounded-2xl bg-brand-950 p-1.5 ring-2 ring-white/25 sm:w-20">
          <div className="mx-auto h-1 w-6 rounded-full bg-white/25" />
          <div className="mt-2 space-y-1.5">
            <div className="h-8 rounded-lg bg-linear-to-br from-brand-400 to-accent-500 opacity-80" />
            {[0, 1, 2].map((row) => <div key={row} className="h-2 rounded-full bg-white/15" />)}
            <div className="h-4 rounded-md bg-accent-500/70" />
          </div>
        </div>
      </div>
    </VisualFrame>
  );
}
