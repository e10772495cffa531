/**
 * The metric-matched fallback faces in renderer/fonts-fallback.css, computed by capsize from each web
 * font's real metrics (@capsizecss/metrics) instead of hand-typed numbers.
 *
 * Why: with `font-display: swap` every visitor ends with the web font (one face per text, no heading
 * half in Arial), and while it loads the text is drawn in a local sans/mono scaled (size-adjust) and
 * given the web font's ascent/descent, so lines keep their height and words nearly their width: a
 * swap moves at most a paragraph that wraps otherwise (CLS far below 0.1, e2e/fonts.test.ts), and
 * nothing when the preloaded faces arrive before the first paint (CLS 0). Liberation Sans and Liberation Mono (Linux) share Arial's and Courier New's metrics,
 * so one set of overrides serves each family's local fonts.
 *
 * Be Vietnam Pro's bold weights are 3–5% wider than its regular, Arial Bold is 9% wider than Arial:
 * one fallback face for every weight had the browser embolden the regular Arial for bold text, so
 * a bold button label or heading took less room than its web font and could wrap differently when
 * it arrived (Lighthouse: CLS 0.18 on a phone). So each weight has a fallback of its own: the
 * regular from Arial, 600, 700 and 800 from Arial Bold, each scaled to that weight's metrics.
 * JetBrains Mono and Courier New keep one advance width across weights: one face serves both.
 *
 * Android phones, most phones in Vietnam, have no Arial: there the first family fails and the
 * browser moves on to the next, "Be Vietnam Pro Fallback Roboto", the same faces scaled from Roboto,
 * Android's sans. Without it their text waited in plain Roboto, about 9 % narrower than Be Vietnam
 * Pro with lines a pixel shorter (a course page 386 px shorter at 390 px), and moved when the web
 * font arrived; with it the page has the web font's height.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import beVietnamPro from '@capsizecss/metrics/beVietnamPro';
import beVietnamPro600 from '@capsizecss/metrics/beVietnamPro/600';
import beVietnamPro700 from '@capsizecss/metrics/beVietnamPro/700';
import beVietnamPro800 from '@capsizecss/metrics/beVietnamPro/800';
import courierNew from '@capsizecss/metrics/courierNew';
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono';
import roboto from '@capsizecss/metrics/roboto';
import roboto600 from '@capsizecss/metrics/roboto/600';
import roboto700 from '@capsizecss/metrics/roboto/700';
import roboto800 from '@capsizecss/metrics/roboto/800';

export const fallbackCssPath = 'renderer/fonts-fallback.css';

/** Local fonts per fallback, the first being the one whose metrics capsize scales from. */
const localSans = ["local('Arial')", "local('ArialMT')", "local('Liberation Sans')", "local('Arimo')"];
const localSansBold = ["local('Arial Bold')", "local('Arial-BoldMT')", "local('Liberation Sans Bold')", "local('LiberationSans-Bold')", "local('Arimo Bold')"];

/**
 * Roboto's faces by their full and PostScript names. Older Androids ship Regular, Medium and Bold but
 * no SemiBold or ExtraBold: those weights take Bold, the nearest (about 1 % narrower). A phone whose
 * Roboto is one variable font matches by the family's name, the last of each list.
 */
const robotoLocals = (...faces: string[]) => [...faces.flatMap((face) => [`local('Roboto ${face}')`, `local('Roboto-${face}')`]), "local('Roboto')"];

type Metrics = typeof beVietnamPro;
interface SansWeight {
  weight: number;
  metrics: Metrics;
  /** The local face capsize scales, and the names it is found by. */
  local: Metrics;
  locals: string[];
}

/** Be Vietnam Pro's weights in fonts.css, each with its own metrics and the local face closest to it. */
const sansWeights: SansWeight[] = [
  { weight: 400, metrics: beVietnamPro, local: arial, locals: localSans },
  { weight: 600, metrics: beVietnamPro600, local: arialBold, locals: localSansBold },
  { weight: 700, metrics: beVietnamPro700, local: arialBold, locals: localSansBold },
  { weight: 800, metrics: beVietnamPro800, local: arialBold, locals: localSansBold },
];
/** The same weights from Roboto's, weight for weight. */
const androidSansWeights: SansWeight[] = [
  { weight: 400, metrics: beVietnamPro, local: roboto, locals: robotoLocals('Regular') },
  { weight: 600, metrics: beVietnamPro600, local: roboto600, locals: robotoLocals('SemiBold', 'Bold') },
  { weight: 700, metrics: beVietnamPro700, local: roboto700, locals: robotoLocals('Bold') },
  { weight: 800, metrics: beVietnamPro800, local: roboto800, locals: robotoLocals('ExtraBold', 'Bold') },
];
export const androidSansFamily = 'Be Vietnam Pro Fallback Roboto';
const localMono = ["local('Courier New')", "local('CourierNewPSMT')", "local('Liberation Mono')", "local('Cousine')"];

function withLocals(fontFaces: string, locals: string[]): string {
  return fontFaces.replace(/src: [^;]+;/, `src: ${locals.join(', ')};`);
}

/** One family with a face per weight, each `local` scaled to that weight's metrics. */
function sansFaces(weights: SansWeight[], family?: string): string[] {
  return weights.map(({ weight, metrics, local, locals }) => {
    // Named after the web font's family whatever the weight's metrics call it.
    const { fontFaces } = createFontStack([{ ...metrics, familyName: beVietnamPro.familyName }, local], {
      fontFaceFormat: 'styleString',
      fontFaceProperties: { fontWeight: String(weight) },
    });
    const faces = withLocals(fontFaces, locals);
    return family ? faces.replace(/font-family: "[^"]+";/, `font-family: "${family}";`) : faces;
  });
}

export function fallbackFacesCss(): string {
  const mono = createFontStack([jetBrainsMono, courierNew], { fontFaceFormat: 'styleString' });
  return [
    `/* Generated by scripts/engine/compile/fonts/fallbackFaces.ts (npx tsx scripts/engine/compile/fonts/writeFallbackCss.ts); do not edit. */`,
    ...sansFaces(sansWeights),
    ...sansFaces(androidSansWeights, androidSansFamily),
    withLocals(mono.fontFaces, localMono),
    '',
  ].join('\n');
}
