import { movingAverage, signalAt, type Candle } from './candles.ts';
import { NodeIcon, VisualFrame, type VisualNode } from './VisualFrame.tsx';

const width = 320;
const height = 120;
/** Price (0–100 space) to SVG y, with headroom above and below. */
const y = (price: number) => Math.round((height - ((price - 30) / 45) * height) * 10) / 10;

/**
 * A bot-building page's visual: a candlestick chart of its curriculum (a candle per session, candles.ts)
 * whose climb after the lowest close fires a signal, and below it the bots the programme builds.
 */
export function SignalChart({ nodes, candles }: { nodes: VisualNode[]; candles: Candle[] }) {
  const step = width / Math.max(candles.length, 1);
  const points = movingAverage(candles).map((point) => ({ x: point.x * step + step / 2, y: y(point.value) }));
  const average = points.map((point) => `${point.x},${point.y}`).join(' ');
  const area = `${points[0]!.x},${height} ${average} ${points.at(-1)!.x},${height}`;
  const signal = candles[signalAt(candles)]!;
  return (
    <VisualFrame kind="signal-chart">
      <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full px-3 pt-3" aria-hidden="true">
        <defs>
          <linearGradient id="hero-chart-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="oklch(0.68 0.18 268)" stopOpacity="0.35" />
            <stop offset="1" stopColor="oklch(0.68 0.18 268)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((line) => <line key={line} x1="0" x2={width} y1={height * line} y2={height * line} stroke="white" strokeOpacity="0.07" />)}
        <polygon points={area} fill="url(#hero-chart-fill)" />
        {candles.map((candle) => {
          const rising = candle.close >= candle.open;
          const colour = rising ? 'oklch(0.8 0.17 155)' : 'oklch(0.68 0.2 25)';
          const cx = candle.x * step + step / 2;
          return (
            <g key={candle.x} stroke={colour} fill={colour}>
              <line x1={cx} x2={cx} y1={y(candle.high)} y2={y(candle.low)} strokeWidth="1.2" />
              <rect x={cx - step * 0.3} width={step * 0.6} y={y(Math.max(candle.open, candle.close))}
                height={Math.max(1.5, Math.abs(y(candle.open) - y(candle.close)))} rx="1" stroke="none" />
            </g>
          );
        })}
        <polyline points={average} fill="none" stroke="oklch(0.8 0.16 70)" strokeWidth="1.6" strokeLinejoin="round" />
        <g transform={`translate(${signal.x * step + step / 2} ${y(signal.low) + 6})`}>
          <circle r="9" fill="oklch(0.8 0.17 155)" fillOpacity="0.2" className="hero-visual-pulse" />
          <path d="M0 -4 L4 2 L-4 2 Z" fill="oklch(0.8 0.17 155)" />
        </g>
      </svg>
      <ol className={`grid gap-2 p-3 ${columns(nodes.length)}`}>
        {nodes.map((node, index) => (
          <li key={node.title} className="relative flex items-center gap-2 rounded-xl bg-white/[0.06] px-2.5 py-2 ring-1 ring-white/10">
            <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-500/25 text-sm"><NodeIcon node={node} fallback={index + 1} /></span>
            <span className="min-w-0 text-xs font-medium leading-snug text-brand-50" data-visual-node>{node.title}</span>
          </li>
        ))}
      </ol>
    </VisualFrame>
  );
}

/** Rows without a lone last node: three across for three or six nodes, else two. */
function columns(count: number): string {
  if (count === 3) return 'grid-cols-3';
  return count % 3 === 0 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2';
}
