/**
 * The layout probes (scripts/testing/browser/layoutProbes.ts) on small pages made for them: each defect
 * a phone visitor would notice is reported, and what only looks alike (a clipped glow, text for
 * screen readers, code that scrolls in its own box, a line clamp) is not. Without these, a probe
 * that measured nothing would leave e2e/layout-states-*.test.ts green on a broken site.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../scripts/testing/browser/browser.ts';
import { probeHashTarget, probeLayout } from '../scripts/testing/browser/layoutProbes.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 800 };
const SCREEN_READER_ONLY = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/** Runs `test` on a phone-sized page holding `body` (styled inline: no site CSS). */
async function withMarkup(body: string, test: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">${body}</body></html>`);
    await test(page);
  } finally {
    await context.close();
  }
}

const findingsOn = (body: string) => {
  let findings: string[] = [];
  return withMarkup(body, async (page) => {
    findings = await probeLayout(page);
  }).then(() => findings);
};

describe.concurrent('the layout probes', () => {
  it('report a page wider than the phone, naming what sticks out', async () => {
    const findings = await findingsOn('<div style="width:600px" class="wide-table">table</div>');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(/^page scrolls sideways: scrollWidth 600 > 390; widest: <div\.wide-table>/);
  });

  it('report text cut off by an overflow-hidden box, but not a glow it clips on purpose', async () => {
    const cut = await findingsOn('<div style="width:120px;overflow:hidden;white-space:nowrap">Đăng ký giữ chỗ ngay hôm nay</div>');
    expect(cut).toEqual([expect.stringMatching(/^text clipped sideways: <div> .* cuts off "Đăng ký giữ chỗ/)]);
    const cutBelow = await findingsOn('<div style="width:120px;height:24px;overflow:hidden">Đăng ký giữ chỗ ngay hôm nay</div>');
    expect(cutBelow).toEqual([expect.stringMatching(/^text clipped below:/)]);
    const glow = await findingsOn('<div style="position:relative;width:300px;overflow:hidden;border-radius:32px">Đăng ký<div style="position:absolute;right:-96px;top:-96px;width:288px;height:288px"></div></div>');
    expect(glow).toEqual([]);
  });

  it('ignore text meant for screen readers only and text clamped to its lines', async () => {
    expect(await findingsOn(`<button style="height:44px;width:44px"><span style="${SCREEN_READER_ONLY}">Tìm kiếm</span></button>`)).toEqual([]);
    expect(await findingsOn('<p style="width:120px;overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2">Trung tâm Hội nghị quận Gò Vấp, Thành phố Hồ Chí Minh</p>')).toEqual([]);
  });

  it('let code scroll inside its own box without reporting the page or the card around it', async () => {
    const code = '<div style="width:300px;overflow:hidden;border-radius:12px"><pre style="overflow-x:auto;margin:0">cd /opt/ezitax-n8n &amp;&amp; docker compose --profile production up -d --remove-orphans</pre></div>';
    expect(await findingsOn(code)).toEqual([]);
  });

  it('report text that spills out of its button', async () => {
    const findings = await findingsOn('<a href="#" class="rounded-xl px-7" style="display:inline-flex;width:200px;height:52px;white-space:nowrap">Gửi email hỗ trợ support@example.com</a>');
    expect(findings).toEqual([expect.stringMatching(/^text spills out of its control: <a\.rounded-xl\.px-7> "Gửi email hỗ trợ/)]);
  });

  it('report a word of letters split across lines, but not an account number broken to fit', async () => {
    const bank = await findingsOn('<dd style="width:90px;word-break:break-all;font-size:20px">Vietcombank</dd>');
    expect(bank).toEqual([expect.stringMatching(/^word split across lines: "Vietcombank"/)]);
    expect(await findingsOn('<dd style="width:90px;overflow-wrap:anywhere;font-size:20px">0123456789012345</dd>')).toEqual([]);
  });

  it('report controls too small to tap and buttons shorter than a thumb, but not links in running text', async () => {
    const findings = await findingsOn(`
      <a href="/x" style="display:inline-block;width:20px;height:20px">x</a>
      <button style="height:30px;width:120px">Sao chép</button>
      <div role="tablist"><button role="tab" style="height:40px;width:120px">Buổi 1</button></div>
      <a href="/y" class="rounded-full px-3" style="display:inline-block;height:30px">Bitget</a>
      <p>Xem <a href="/z">lịch khai giảng</a> để chọn lớp.</p>`);
    expect(findings).toEqual([
      expect.stringMatching(/^control smaller than 24×24: <a> "x" 20×20$/),
      expect.stringMatching(/^button shorter than 44 px: <button> "Sao chép" 120×30$/),
      expect.stringMatching(/^button shorter than 44 px: <button> "Buổi 1" 120×40$/),
      expect.stringMatching(/^button shorter than 44 px: <a\.rounded-full\.px-3> "Bitget" \d+×30$/),
    ]);
  });

  it('report a jump target hidden under the fixed header, unless it keeps a scroll margin', async () => {
    const page = (margin: string) => `
      <header style="position:fixed;top:0;left:0;right:0;height:64px;background:white">Menu</header>
      <main style="padding-top:64px"><div style="height:1200px"></div>
        <h2 id="lich-hoc" style="scroll-margin-top:${margin}">Lịch học</h2><div style="height:1200px"></div></main>`;
    await withMarkup(page('0'), async (opened) => {
      expect(await probeHashTarget(opened, 'lich-hoc')).toMatch(/^#lich-hoc is under the fixed header/);
    });
    await withMarkup(page('88px'), async (opened) => {
      expect(await probeHashTarget(opened, 'lich-hoc')).toBeUndefined();
    });
  });
});
