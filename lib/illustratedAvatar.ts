/**
 * The drawn portrait of a person the content gives no photo of: DiceBear's "Lorelei" style (design
 * CC0 1.0 by Lisa Wischofsky, code MIT), picked by a seed, so the same person looks the same on
 * every page and in every build. Build-time only: it is written into the HTML as SVG, and the
 * style's code never reaches a browser bundle.
 */
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';

/**
 * Friendly, calm faces for a training business: open eyes, relaxed brows, a smile; no winks,
 * frowns or props; tidy medium-length hair that suits a man or a woman, since a seed knows
 * neither. The variants were chosen by looking at every one the style draws.
 */
const lookOfPeople = {
  hair: ['variant06', 'variant07', 'variant09', 'variant11', 'variant12', 'variant17', 'variant43', 'variant48'],
  eyes: ['variant02', 'variant04', 'variant05', 'variant06', 'variant10', 'variant11', 'variant12', 'variant16', 'variant21', 'variant23'],
  eyebrows: ['variant02', 'variant03', 'variant05', 'variant07', 'variant09', 'variant10', 'variant12'],
  mouth: ['happy01', 'happy02', 'happy03', 'happy04', 'happy05', 'happy06', 'happy10', 'happy13', 'happy14'],
  glassesProbability: 15,
  beardProbability: 0,
  earringsProbability: 0,
  frecklesProbability: 0,
  hairAccessoriesProbability: 0,
} satisfies lorelei.Options;

/**
 * The SVG of the person known by `seed` (an instructor's id, a speaker's or author's name): no
 * size of its own (it fills its box), no background (the box gives the tone), no ids that could
 * clash with another avatar on the page, and no metadata block (the licence asks for no credit).
 */
export function illustratedAvatarSvg(seed: string): string {
  return createAvatar(lorelei, { seed, ...lookOfPeople }).toString()
    .replace(/<metadata[\s\S]*?<\/metadata>/, '')
    // A mask the size of the whole picture clips nothing the SVG's own viewport does not.
    .replace(/<mask id="viewboxMask">[\s\S]*?<\/mask>/, '')
    .replace(' mask="url(#viewboxMask)"', '')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}
