/**
 * No layout hole on a desktop, where card grids have three and four columns: every route at
 * 1440 px as loaded, through the hole probes (scripts/testing/browser/layoutHoles.ts), which
 * e2e/layout-states-*.test.ts run at phone and tablet widths in every state. One shared page
 * goes from route to route: a pass costs a navigation and a measurement a route.
 *
 * First the probes on small pages made for them, so that a probe measuring nothing cannot leave
 * the site's pass green: each hole is reported, and what only looks alike is not.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../scripts/testing/browser/browser.ts';
import { probeHoles } from '../scripts/testing/browser/layoutHoles.ts';
import { waitForSettled } from '../scripts/testing/browser/settle.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages } from '../scripts/testing/content.ts';

const routes = [...listContentPages().map((page) => page.route), '/khong-co-trang-nay'];

const pages = sharedPagesForThisFile();

/** A card of the fixtures: a painted box, as the site's cards are. */
const CARD = 'border:1px solid #ccc;border-radius:16px;padding:24px;min-height:120px;box-sizing:border-box';
const cards = (count: number, style = '') => Array.from({ length: count }, (_, index) => `<li style="${CARD};${style}">Thẻ ${index + 1}</li>`).join('');
/** A 3-column grid of 1152 px, the site's widest card row. */
const GRID = 'display:grid;grid-template-columns:repeat(3,1fr);gap:20px;width:1152px;margin:0 auto;padding:0;list-style:none';
/** A wrapping row that centres its short last row, as the site's card rows do. */
const ROW = 'display:flex;flex-wrap:wrap;justify-content:center;gap:20px;width:1152px;margin:0 auto;padding:0;list-style:none';
const THIRD = 'width:calc((100% - 40px) / 3)';

/** The holes found on a desktop-sized page whose <main> holds `body` (styled inline: no site CSS). */
async function holesIn(body: string): Promise<string[]> {
  const context = await pages.browser.newContext({ viewport: DESKTOP });
  try {
    const page: Page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif"><main>${body}</main><footer style="background:#111;color:#fff;padding:24px">Chân trang</footer></body></html>`);
    return await probeHoles(page);
  } finally {
    await context.close();
  }
}

describe.concurrent('the hole probes', () => {
  it('report a short last row left at one side, but not one centred', async () => {
    expect(await holesIn(`<ul style="${GRID}">${cards(5)}</ul>`)).toEqual([expect.stringMatching(/^row of 2 of 3 cards leaves 391 px empty at its right: <ul> "Thẻ 1/)]);
    expect(await holesIn(`<ul style="${ROW}">${cards(5, THIRD)}</ul>`)).toEqual([]);
  });

  it('report a lone card narrow beside empty columns, but not one that takes the row', async () => {
    expect(await holesIn(`<ul style="${GRID}">${cards(1)}</ul>`)).toEqual([expect.stringMatching(/^lone card narrow in its row: <li> "Thẻ 1" is 371 px of 1152$/)]);
    expect(await holesIn(`<ul style="${ROW}">${cards(1, THIRD)}</ul>`)).toEqual([expect.stringMatching(/^lone card narrow in its row/)]);
    expect(await holesIn(`<ul style="${ROW}">${cards(1, 'width:768px')}</ul>`)).toEqual([]);
  });

  it('report rows of unequal length where fewer columns would fill each, and leave chips that wrap like words alone', async () => {
    expect(await holesIn(`<ul style="${ROW}">${cards(4, THIRD)}</ul>`)).toEqual([expect.stringMatching(/^4 cards in rows of 3 \+ 1, where 2 a row would fill every row/)]);
    expect(await holesIn(`<ul style="${ROW}">${cards(4, 'width:calc((100% - 20px) / 2)')}</ul>`)).toEqual([]);
    const chips = ['n8n', 'ChatGPT', 'TradingView webhook', 'Bitget', 'Python', 'Google Sheets'].map((chip) => `<li style="background:#eef;border-radius:8px;padding:4px 10px">${chip}</li>`).join('');
    expect(await holesIn(`<ul style="display:flex;flex-wrap:wrap;gap:8px;width:300px;padding:0;list-style:none">${chips}</ul>`)).toEqual([]);
  });

  it('report a cell, a card or a list drawn empty', async () => {
    expect(await holesIn('<dl style="display:grid;grid-template-columns:1fr 1fr;border:1px solid #ccc"><div><dt>Học phí</dt><dd style="min-height:24px"></dd></div><div><dt>Lịch học</dt><dd>Thứ 7</dd></div></dl>'))
      .toEqual([expect.stringMatching(/^empty dd drawn: <div> "Học phí"/)]);
    expect(await holesIn(`<ul style="${GRID}">${cards(2)}<li style="${CARD}"></li></ul>`)).toEqual([expect.stringMatching(/^empty cell drawn: <li> ""/)]);
    expect(await holesIn('<p>Tài liệu</p><ul style="border:1px solid #ccc;padding:12px"></ul>')).toEqual([expect.stringMatching(/^empty ul drawn/)]);
  });

  it('report an empty stretch above 96 px, where two bands\' paddings meet, but not one band\'s padding beside a change of colour', async () => {
    const band = (background: string, text: string) => `<section style="padding:96px 24px;background:${background}"><h2 style="margin:0">${text}</h2></section>`;
    expect(await holesIn(band('white', 'Lộ trình') + band('white', 'Đăng ký'))).toEqual([expect.stringMatching(/^empty stretch of 192 px between "Lộ trình" and "Đăng ký"$/)]);
    expect(await holesIn(band('white', 'Lộ trình') + band('#f4f4f5', 'Đăng ký'))).toEqual([]);
    // A glow cut off by the closing panel's rounded box draws nothing above the panel.
    const panel = '<section style="padding:96px 24px"><div style="position:relative;overflow:hidden;border-radius:32px;background:#4338ca;color:white;padding:56px">'
      + '<div style="position:absolute;top:-96px;right:-96px;width:288px;height:288px;border-radius:50%;background:#fbbf2440"></div>Đăng ký ngay</div></section>';
    expect(await holesIn(band('white', 'Lộ trình') + panel)).toEqual([expect.stringMatching(/^empty stretch of 19[23] px between "Lộ trình" and top of <div> "Đăng ký ngay"$/)]);
  });
});

describe(`the layout at ${DESKTOP.width} px`, () => {
  for (const route of routes) {
    it(`has no empty column, lone narrow card, empty cell or empty stretch on ${route}`, async () => {
      await pages.with(route, DESKTOP, async ({ page }) => {
        await waitForSettled(page);
        const findings = await probeHoles(page);
        expect(findings, `${route} at ${DESKTOP.width} px:\n${findings.join('\n')}`).toEqual([]);
      });
    });
  }
});
