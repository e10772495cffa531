/**
 * A photograph-like portrait for tests and sample content, drawn rather than shot: a softly lit
 * head and shoulders before an out-of-focus room with bokeh lights, blurred like a lens would, with
 * the fine grain of a camera sensor. It compresses like a photo (smooth gradients plus noise), which
 * is what the picture step must be tested on; an SVG drawing or a flat colour would not.
 */
import sharp from 'sharp';

export interface PortraitLook {
  /** Background, from the top left to the bottom right. */
  room: [string, string];
  /** Bokeh lights in the background. */
  lights: string;
  skin: string;
  hair: string;
  clothes: string;
  /** Hair down to the shoulders rather than short. */
  longHair?: boolean;
}

export const portraitLooks = {
  warmOffice: { room: ['#5d6b7a', '#2c2a2e'], lights: '#f2c27b', skin: '#d6a07c', hair: '#2a1f1a', clothes: '#2b3d55' },
  brightStudio: { room: ['#d8cbbb', '#8c7a6b'], lights: '#fff6e0', skin: '#e2b394', hair: '#3a2418', clothes: '#7a2f3b', longHair: true },
} satisfies Record<string, PortraitLook>;

/** A JPEG of `width` × `height`, the person centred and filling most of the height. */
export async function portraitPhoto({ width, height, look = portraitLooks.warmOffice, quality = 82 }: {
  width: number;
  height: number;
  look?: PortraitLook;
  quality?: number;
}): Promise<Buffer> {
  // Drawn at most 1000 px tall and enlarged: it is all soft light and blur, so nothing is lost, and
  // the grain below is added at full size, as a sensor would record it.
  const drawnHeight = Math.min(height, 1000);
  const drawnWidth = Math.round((width * drawnHeight) / height);
  const drawing = sharp(await sharp(Buffer.from(portraitSvg(drawnWidth, drawnHeight, look))).png().toBuffer()).resize(width, height);
  const grain = { create: { width, height, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 10 } } };
  return drawing.composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality, mozjpeg: true }).toBuffer();
}

function portraitSvg(width: number, height: number, look: PortraitLook): string {
  // The figure is drawn on a 1000 × 1000 stage, scaled to the height and centred.
  const scale = height / 1000;
  const left = (width - 1000 * scale) / 2;
  const lights = [[140, 180, 90], [860, 140, 120], [780, 420, 70], [90, 520, 60], [620, 90, 50], [300, 60, 40], [940, 640, 80]]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${look.lights}" opacity="0.5"/>`).join('');
  const hair = look.longHair
    ? '<path d="M330 420 C 300 220, 430 150, 505 155 C 600 150, 710 230, 680 430 C 700 560, 700 650, 660 700 L 350 700 C 300 640, 310 540, 330 420 Z" fill="url(#hair)"/>'
    : '<path d="M350 380 C 340 230, 440 170, 505 172 C 590 170, 680 240, 660 380 C 640 300, 590 270, 505 268 C 420 270, 370 300, 350 380 Z" fill="url(#hair)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.room[0]}"/><stop offset="1" stop-color="${look.room[1]}"/></linearGradient>
    <radialGradient id="window" cx="0.2" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="skin" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="${look.skin}" stop-opacity="1"/><stop offset="0.55" stop-color="${look.skin}"/><stop offset="1" stop-color="#6b4433"/></radialGradient>
    <radialGradient id="hair" cx="0.35" cy="0.25" r="0.9"><stop offset="0" stop-color="#6a5040"/><stop offset="0.4" stop-color="${look.hair}"/><stop offset="1" stop-color="#0d0906"/></radialGradient>
    <radialGradient id="clothes" cx="0.35" cy="0.2" r="0.95"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.35" stop-color="${look.clothes}" stop-opacity="0"/></radialGradient>
    <filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${28 * scale}"/></filter>
    <filter id="near"><feGaussianBlur stdDeviation="2.5"/></filter>
    <filter id="shade" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${30 * scale}"/></filter>
    <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="features" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.6"/></filter>
    <linearGradient id="shadowSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a140c" stop-opacity="0"/><stop offset="1" stop-color="#2a140c" stop-opacity="0.55"/></linearGradient>
    <clipPath id="face"><ellipse cx="505" cy="410" rx="150" ry="192"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#room)"/>
  <g filter="url(#far)" transform="translate(${width / 2 - 500 * (width / 1000)} 0) scale(${width / 1000} ${height / 1000})">${lights}
    <rect x="0" y="700" width="1000" height="300" fill="#000000" opacity="0.18"/></g>
  <rect width="${width}" height="${height}" fill="url(#window)"/>
  <g transform="translate(${left} 0) scale(${scale})">
    <ellipse cx="520" cy="980" rx="420" ry="260" fill="#000000" opacity="0.35" filter="url(#shade)"/>
    <g filter="url(#near)">
      <path d="M110 1000 C 130 800, 260 715, 420 688 L 590 688 C 750 715, 880 800, 900 1000 Z" fill="${look.clothes}"/>
      <path d="M110 1000 C 130 800, 260 715, 420 688 L 590 688 C 750 715, 880 800, 900 1000 Z" fill="url(#clothes)"/>
      <path d="M250 1000 C 280 880, 330 820, 360 790 M760 1000 C 730 880, 690 830, 650 790" stroke="#000000" stroke-width="26" opacity="0.18" fill="none" filter="url(#soft)"/>
      ${look.longHair ? hair : ''}
      <path d="M432 540 L 578 540 L 590 700 C 550 745, 460 745, 420 700 Z" fill="${look.skin}"/>
      <path d="M432 560 L 578 560 L 590 700 C 550 735, 460 735, 420 700 Z" fill="#3a2018" opacity="0.35" filter="url(#soft)"/>
      <path d="M438 688 L 505 795 L 572 688 C 540 700, 470 700, 438 688 Z" fill="#f2efe9"/>
      <path d="M438 688 L 505 795 L 572 688" stroke="#000000" stroke-width="6" opacity="0.25" fill="none" filter="url(#soft)"/>
      ${look.longHair ? '' : `<ellipse cx="357" cy="430" rx="24" ry="42" fill="${look.skin}"/><ellipse cx="653" cy="430" rx="24" ry="42" fill="${look.skin}"/>
      <ellipse cx="653" cy="430" rx="24" ry="42" fill="#3a2018" opacity="0.35"/>`}
      <ellipse cx="505" cy="410" rx="150" ry="192" fill="url(#skin)"/>
      <g clip-path="url(#face)">
        <rect x="505" y="200" width="200" height="420" fill="url(#shadowSide)"/>
        <ellipse cx="505" cy="612" rx="120" ry="40" fill="#3a2018" opacity="0.35" filter="url(#soft)"/>
        <ellipse cx="448" cy="402" rx="40" ry="24" fill="#5a3426" opacity="0.28" filter="url(#soft)"/>
        <ellipse cx="562" cy="402" rx="40" ry="24" fill="#5a3426" opacity="0.32" filter="url(#soft)"/>
        <ellipse cx="430" cy="480" rx="38" ry="24" fill="#c0524a" opacity="0.16" filter="url(#soft)"/>
        <ellipse cx="582" cy="480" rx="38" ry="24" fill="#c0524a" opacity="0.12" filter="url(#soft)"/>
        <path d="M380 330 C 360 400, 365 470, 390 540" stroke="#ffffff" stroke-width="14" opacity="0.25" fill="none" filter="url(#soft)"/>
      </g>
      ${look.longHair ? '<path d="M355 330 C 380 220, 460 190, 520 195 C 600 200, 650 260, 660 340 C 620 280, 560 262, 505 262 C 440 262, 380 290, 355 330 Z" fill="url(#hair)"/>' : hair}
      <path d="M400 250 C 440 215, 520 205, 580 225" stroke="#ffffff" stroke-width="10" opacity="0.18" fill="none" filter="url(#soft)"/>
      <g filter="url(#features)">
        <ellipse cx="450" cy="404" rx="17" ry="9" fill="#f3ede6"/><ellipse cx="562" cy="404" rx="17" ry="9" fill="#e6ddd3"/>
        <circle cx="452" cy="404" r="8" fill="#2b1a12"/><circle cx="564" cy="404" r="8" fill="#2b1a12"/>
        <circle cx="449" cy="401" r="2.5" fill="#ffffff" opacity="0.8"/><circle cx="561" cy="401" r="2.5" fill="#ffffff" opacity="0.7"/>
        <path d="M418 378 Q 450 364 484 374" stroke="#2e2019" stroke-width="9" fill="none" opacity="0.75" stroke-linecap="round"/>
        <path d="M528 374 Q 562 364 594 378" stroke="#2e2019" stroke-width="9" fill="none" opacity="0.75" stroke-linecap="round"/>
        <path d="M512 410 Q 520 460 526 478 Q 510 490 492 484" stroke="#7a4a38" stroke-width="7" fill="none" opacity="0.45"/>
        <ellipse cx="506" cy="470" rx="14" ry="8" fill="#ffffff" opacity="0.12"/>
        <path d="M466 528 Q 505 546 546 528 Q 505 538 466 528 Z" fill="#9a4e44" stroke="#9a4e44" stroke-width="6" stroke-linejoin="round" opacity="0.85"/>
      </g>
    </g>
  </g>
</svg>`;
}
