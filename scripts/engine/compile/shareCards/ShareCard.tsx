/**
 * A page's share card, 1200 × 630, laid out for satori (flexbox and inline styles only, every box
 * with several children a flex box): the brand's mark and name on top, the title large in the
 * middle (the part after its dash in the accent colour, as on the site's own sharing image) beside
 * the page's motif when it has one (CardMotifArt.tsx), and the offering's or event's facts in a
 * panel at the bottom, or the description on other pages.
 * It is drawn in two layers: the backdrop (the brand gradient, two soft glows and the brand's row),
 * the same on every card of a site and drawn once per build, and each page's part over it, on a
 * transparent ground.
 */
import type { CSSProperties } from 'react';
import { SHARE_CARD_SIZE } from './shareCardPath.ts';
import { CARD_FONT_FAMILY } from './cardFonts.ts';
import type { CardBrand, CardFact, ShareCardFacts } from './shareCardFacts.ts';
import { CardMotifArt } from './CardMotifArt.tsx';
import { withAlpha, type CardTheme } from './cardTheme.ts';

/** The brand's row: its mark is this tall. */
const BRAND_ROW_HEIGHT = 60;
/** The box both layers are laid out in, so the page's part lines up under the backdrop's brand row. */
const LAYER: CSSProperties = {
  ...SHARE_CARD_SIZE, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', padding: '60px 80px 64px',
  fontFamily: CARD_FONT_FAMILY, color: 'white',
};

/**
 * The ground of every card of a site: the brand gradient, a blue glow at the top right and a warm
 * one at the bottom left, and the brand's row on top (its mark, name and host).
 */
export function CardBackdrop({ brand, theme }: { brand: CardBrand; theme: CardTheme }) {
  return (
    <div style={{
      ...LAYER, position: 'relative',
      backgroundImage: `linear-gradient(150deg, ${theme['brand-950']} 0%, ${theme['brand-900']} 55%, ${theme['brand-800']} 100%)`,
    }}>
      <Glow colour={withAlpha(theme['brand-500'], 0.5)} size={760} style={{ top: -360, right: -240 }} />
      <Glow colour={withAlpha(theme['accent-600'], 0.22)} size={680} style={{ bottom: -400, left: -260 }} />
      <div style={{ display: 'flex', height: BRAND_ROW_HEIGHT, alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div style={{
            display: 'flex', alignItems: 'center', justifyContent: 'center', width: BRAND_ROW_HEIGHT, height: BRAND_ROW_HEIGHT, borderRadius: 16,
            backgroundImage: `linear-gradient(135deg, ${theme['brand-600']}, ${theme['brand-400']})`,
            fontSize: 24, fontWeight: 800, letterSpacing: 0.5,
          }}>{brand.logoMark}</div>
          <div style={{ marginLeft: 18, fontSize: 30, fontWeight: 800, letterSpacing: -0.3 }}>{brand.siteName}</div>
        </div>
        <div style={{ fontSize: 22, fontWeight: 600, color: theme['brand-200'] }}>{brand.host}</div>
      </div>
    </div>
  );
}

/** A page's part of its card, drawn over the backdrop: below the brand's row, which the backdrop holds. */
export function ShareCard({ facts, theme }: { facts: ShareCardFacts; theme: CardTheme }) {
  const hasFacts = facts.facts.length > 0;
  // Beside a motif the heading has half the width: smaller, and three lines.
  const headingSize = Math.round(headingSizeFor(facts.heading, hasFacts) * (facts.motif ? 0.84 : 1));
  const headingLines = hasFacts && !facts.motif ? 2 : 3;
  return (
    <div style={LAYER}>
      <div style={{ display: 'flex', height: BRAND_ROW_HEIGHT, flexShrink: 0 }} />
      <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', minHeight: 0 }}>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, justifyContent: 'center', padding: `28px ${facts.motif ? 40 : 0}px ${hasFacts ? 28 : 24}px 0` }}>
          <div style={{ width: 72, height: 6, borderRadius: 3, backgroundColor: theme['accent-400'], marginBottom: 26 }} />
          <div style={{ ...clamp(headingLines), fontSize: headingSize, fontWeight: 800, lineHeight: 1.14, letterSpacing: -1.2 }}>{facts.heading}</div>
          {facts.subheading && (
            <div style={{ ...clamp(hasFacts ? 1 : 2), marginTop: 14, fontSize: Math.round(headingSize * 0.56), fontWeight: 600, lineHeight: 1.3, color: theme['accent-400'] }}>
              {facts.subheading}
            </div>
          )}
          {facts.description && (
            <div style={{ ...clamp(2), marginTop: 22, maxWidth: 960, fontSize: 27, lineHeight: 1.45, color: theme['brand-100'] }}>{facts.description}</div>
          )}
        </div>
        {facts.motif && <CardMotifArt motif={facts.motif} theme={theme} />}
      </div>
      {hasFacts && <FactPanel facts={facts.facts} theme={theme} />}
    </div>
  );
}

/**
 * The facts side by side in a translucent panel, each a small label over its value; the last one
 * (the place, whose name can be long) takes the room left and may wrap to a second line.
 */
function FactPanel({ facts, theme }: { facts: CardFact[]; theme: CardTheme }) {
  return (
    <div style={{
      display: 'flex', borderRadius: 24, padding: '22px 8px',
      backgroundColor: 'rgba(255, 255, 255, 0.07)', border: '1.5px solid rgba(255, 255, 255, 0.14)',
    }}>
      {facts.map((fact, index) => {
        const last = index === facts.length - 1;
        return (
          <div key={fact.label} style={{
            display: 'flex', flexDirection: 'column', padding: '0 30px',
            ...(last ? { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 } : { flexShrink: 0 }),
            borderLeft: index === 0 ? 'none' : '1.5px solid rgba(255, 255, 255, 0.14)',
          }}>
            <div style={{ fontSize: 17, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: theme['brand-200'] }}>{fact.label}</div>
            <div style={{
              ...clamp(last ? 2 : 1), marginTop: 8, fontSize: 29, fontWeight: 800, lineHeight: 1.25, letterSpacing: -0.3,
              color: fact.accent ? theme['accent-400'] : 'white',
            }}>{fact.value}</div>
          </div>
        );
      })}
    </div>
  );
}

function Glow({ colour, size, style }: { colour: string; size: number; style: CSSProperties }) {
  return (
    <div style={{
      position: 'absolute', width: size, height: size, borderRadius: size / 2,
      backgroundImage: `radial-gradient(circle, ${colour} 0%, transparent 70%)`, ...style,
    }} />
  );
}

/** At most `lines` lines, the last ending in an ellipsis when the text is longer. */
function clamp(lines: number): CSSProperties {
  return { display: 'block', lineClamp: lines, overflow: 'hidden', textOverflow: 'ellipsis' };
}

/** Long titles get a smaller size, so most fit in two lines (three without a facts panel). */
function headingSizeFor(heading: string, hasFacts: boolean): number {
  const size = heading.length <= 32 ? 72 : heading.length <= 56 ? 64 : 56;
  return hasFacts ? size - 6 : size;
}
