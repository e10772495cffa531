/**
 * A card's motif (shareCardFacts.ts), drawn for satori beside the heading in a box of MOTIF_SIZE:
 * candles or bars of a chart, a flow of named steps, or a ticket's big day. Flexbox and inline
 * styles only, every box with several children a flex box.
 */
import type { CSSProperties } from 'react';
import type { CardMotif } from './shareCardFacts.ts';
import { withAlpha, type CardTheme } from './cardTheme.ts';

export const MOTIF_SIZE = { width: 340, height: 250 } as const;
const { width: W, height: H } = MOTIF_SIZE;
/** Green and red of rising and falling candles, as on the site's hero chart. */
const RISING = '#4ade80';
const FALLING = '#f87171';

const PANEL: CSSProperties = {
  display: 'flex', position: 'relative', boxSizing: 'border-box', width: W, height: H, flexShrink: 0, margin: '20px 0', borderRadius: 28, overflow: 'hidden',
  backgroundColor: 'rgba(255, 255, 255, 0.06)', border: '1.5px solid rgba(255, 255, 255, 0.14)',
};

export function CardMotifArt({ motif, theme }: { motif: CardMotif; theme: CardTheme }) {
  switch (motif.kind) {
    case 'candles': return <Candles candles={motif.candles} theme={theme} />;
    case 'bars': return <Bars bars={motif.bars} theme={theme} />;
    case 'flow': return <Flow steps={motif.steps} theme={theme} />;
    case 'ticket': return <Ticket {...motif} theme={theme} />;
  }
}

function Candles({ candles, theme }: { candles: Extract<CardMotif, { kind: 'candles' }>['candles']; theme: CardTheme }) {
  const low = Math.min(...candles.map((candle) => candle.low));
  const span = Math.max(...candles.map((candle) => candle.high)) - low || 1;
  const pad = 28;
  const y = (price: number) => pad + (1 - (price - low) / span) * (H - 2 * pad);
  const step = (W - 2 * pad) / candles.length;
  return (
    <div style={{ ...PANEL, backgroundImage: `linear-gradient(180deg, transparent, ${withAlpha(theme['brand-500'], 0.25)})` }}>
      {candles.map((candle, index) => {
        const colour = candle.close >= candle.open ? RISING : FALLING;
        const x = pad + index * step + step / 2;
        const top = y(Math.max(candle.open, candle.close));
        return [
          <div key={`w${index}`} style={{ position: 'absolute', left: x - 1, top: y(candle.high), width: 2, height: y(candle.low) - y(candle.high), backgroundColor: colour }} />,
          <div key={`b${index}`} style={{ position: 'absolute', left: x - step * 0.3, top, width: step * 0.6, height: Math.max(3, y(Math.min(candle.open, candle.close)) - top), borderRadius: 2, backgroundColor: colour }} />,
        ];
      })}
    </div>
  );
}

function Bars({ bars, theme }: { bars: number[]; theme: CardTheme }) {
  return (
    <div style={{ ...PANEL, alignItems: 'flex-end', padding: 28, gap: 8 }}>
      {bars.map((bar, index) => (
        <div key={index} style={{ flexGrow: 1, height: `${Math.max(8, Math.min(100, bar))}%`, borderRadius: 6, backgroundImage: `linear-gradient(180deg, ${theme['brand-200']}, ${withAlpha(theme['brand-500'], 0.7)})` }} />
      ))}
    </div>
  );
}

function Flow({ steps, theme }: { steps: string[]; theme: CardTheme }) {
  return (
    <div style={{ ...PANEL, flexDirection: 'column', justifyContent: 'center', padding: '0 24px' }}>
      <div style={{ position: 'absolute', left: 42, top: 36, bottom: 36, width: 3, borderRadius: 2, backgroundImage: `linear-gradient(180deg, ${theme['accent-400']}, ${theme['brand-400']})` }} />
      {steps.map((step, index) => (
        // Positioned, so it is painted over the rail, as positioned boxes are painted after the others.
        <div key={step} style={{ display: 'flex', position: 'relative', alignItems: 'center', marginTop: index === 0 ? 0 : 8 }}>
          <div style={{
            display: 'flex', alignItems: 'center', justifyContent: 'center', width: 38, height: 38, flexShrink: 0, borderRadius: 19,
            backgroundColor: theme['brand-950'], border: `2.5px solid ${index === 0 ? theme['accent-400'] : theme['brand-400']}`,
            fontSize: 18, fontWeight: 800, color: theme['accent-400'],
          }}>{index + 1}</div>
          <div style={{ display: 'block', marginLeft: 14, fontSize: 21, fontWeight: 600, lineHeight: 1.2, color: theme['brand-100'], lineClamp: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{step}</div>
        </div>
      ))}
    </div>
  );
}

function Ticket({ above, day, below, theme }: Omit<Extract<CardMotif, { kind: 'ticket' }>, 'kind'> & { theme: CardTheme }) {
  return (
    <div style={{
      ...PANEL, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', border: 'none',
      backgroundImage: `linear-gradient(135deg, ${theme['accent-400']}, ${theme['brand-500']} 55%, ${theme['brand-600']})`,
    }}>
      <div style={{ fontSize: 24, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: 'rgba(255, 255, 255, 0.88)' }}>{above}</div>
      <div style={{ fontSize: 136, fontWeight: 800, lineHeight: 1, letterSpacing: -4, marginTop: 4 }}>{day}</div>
      <div style={{ fontSize: 24, fontWeight: 600, marginTop: 10, color: 'rgba(255, 255, 255, 0.88)' }}>{below}</div>
    </div>
  );
}
