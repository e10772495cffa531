import { gzipSync } from 'node:zlib';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { create } from 'qrcode';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { vietQrPayload } from '../../lib/vietQr.ts';
import { MODULE_PX, QUIET_ZONE, VietQrCode } from './VietQrCode.tsx';

const payload = vietQrPayload({ bin: '970436', accountNumber: '0071000123456', amount: 990000, note: 'Bootcamp TradingView' });
const svg = select('svg', fromHtml(renderToStaticMarkup(createElement(VietQrCode, { payload, label: 'Mã QR chuyển khoản' })), { fragment: true }));

function svgElement(selector: string): Element {
  const element = svg && select(selector, svg);
  if (!element) throw new Error(`no ${selector} in the rendered QR code`);
  return element;
}

/** The dark modules the path draws, as "x,y" in the SVG's units (quiet zone included). */
function darkModules(d: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let step = 0; step < Number(run); step++) dark.add(`${Number(x) + step},${Number(y)}`);
  }
  return dark;
}

describe('VietQrCode', () => {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  const d = String(svgElement('path').properties.d);

  it('is an image named by its label, for screen readers', () => {
    expect(svgElement('svg').properties).toMatchObject({ role: 'img', ariaLabel: 'Mã QR chuyển khoản' });
  });

  it('spans the code and a four-module light quiet zone on every side, on a white ground', () => {
    expect(svgElement('svg').properties.viewBox).toBe(`0 0 ${side} ${side}`);
    expect(svgElement('rect').properties).toMatchObject({ width: String(side), height: String(side), fill: '#fff' });
    const outside = [...darkModules(d)].filter((at) => {
      const [x = 0, y = 0] = at.split(',').map(Number);
      return Math.min(x, y) < QUIET_ZONE || Math.max(x, y) >= QUIET_ZONE + modules.size;
    });
    expect(outside).toEqual([]);
  });

  it('gives every module the same whole number of pixels on a plain screen', () => {
    expect(svgElement('svg').properties).toMatchObject({ width: String(side * MODULE_PX), height: String(side * MODULE_PX), shapeRendering: 'crispEdges' });
  });

  it('draws exactly the dark modules of the QR code for the payload, as one path', () => {
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`);
    }
    expect(svg && svg.children.filter((child) => child.type === 'element' && child.tagName === 'path')).toHaveLength(1);
    expect(darkModules(d)).toEqual(expected);
  });

  it('adds under 2 KB to the page, compressed as a host serves it', () => {
    expect(gzipSync(renderToStaticMarkup(createElement(VietQrCode, { payload, label: 'QR' }))).length).toBeLessThan(2048);
  });
});
