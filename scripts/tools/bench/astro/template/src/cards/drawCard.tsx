// A page's share card as an Astro site would draw it: satori lays out the site's own card (its
// ShareCard.tsx, fonts and colours, copied here by the bench into engine/ and theme.json) as one
// whole card, resvg draws it and writes the PNG. The fonts are read once, as the module loads.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { loadCardFonts } from './engine/compile/shareCards/cardFonts.ts';
import { CardBackdrop, ShareCard } from './engine/compile/shareCards/ShareCard.tsx';
import type { ShareCardFacts } from './engine/compile/shareCards/shareCardFacts.ts';
import { SHARE_CARD_SIZE } from './engine/compile/shareCards/shareCardPath.ts';
import theme from './theme.json';

const fonts = loadCardFonts(process.cwd()).common;

export async function drawCard(facts: ShareCardFacts): Promise<Uint8Array> {
  const svg = await satori(
    <div style={{ ...SHARE_CARD_SIZE, display: 'flex', position: 'relative' }}>
      <CardBackdrop brand={facts} theme={theme} />
      <div style={{ display: 'flex', position: 'absolute', top: 0, left: 0 }}>
        <ShareCard facts={facts} theme={theme} />
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts },
  );
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
