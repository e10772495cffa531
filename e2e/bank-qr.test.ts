/**
 * Bank-transfer QR codes: every page with <BankTransfer /> (a course's price) or <Donation /> (no
 * fixed amount) shows a VietQR code in its pre-rendered HTML, as inline SVG named for screen
 * readers. Chromium's picture of it, read by a QR decoder as a banking app's camera reads it, gives
 * the bank, account, amount and note of the content. Expected values come from the content.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { plainNote, transferNoteInQr, vietQrPayload } from '../lib/vietQr.ts';
import {DESKTOP, MOBILE } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const data = readSiteData();
const { labels } = data;

interface Transfer {
  route: string;
  block: 'BankTransfer' | 'Donation';
  account: string;
  amount?: number;
  note: string;
}

/** Each published page that places one of the two blocks, with the facts its QR code must carry. */
const transfers: Transfer[] = listContentPages().flatMap(({ route, frontmatter, blocks, status }): Transfer[] => {
  if (status !== 'published') return [];
  const placed = (block: string) => blocks.includes(block);
  const course = 'offering' in frontmatter && frontmatter.offering ? data.courses[frontmatter.offering] : undefined;
  if (placed('BankTransfer') && course?.payment) return [{ route, block: 'BankTransfer', ...course.payment, ...(course.price !== undefined && { amount: course.price }) }];
  if (placed('Donation') && frontmatter.type === 'event' && frontmatter.donation) return [{ route, block: 'Donation', ...frontmatter.donation }];
  return [];
});

/** Pages sent from route to route: a fresh context for each visit cost a second of the browser's time. */
const tabs = sharedPagesForThisFile();

/** The text of the first QR code in a PNG, as a scanner reads it. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data: pixels, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), info.width, info.height)?.data;
}

describe('bank-transfer QR codes', () => {
  it('are on the pages that take a transfer: three bootcamps and a workshop', () => {
    expect(transfers.map(({ block }) => block).sort()).toEqual(['BankTransfer', 'BankTransfer', 'BankTransfer', 'Donation']);
  });

  // The pages side by side, each one's cases in turn: one page open a route.
  // Four pages share the machine, so each case is given twice the time it would have alone.
  describe.concurrent.each(transfers)('$route <$block />', { timeout: 60_000 }, (transfer) => {
    const account = data['bank-accounts'][transfer.account];
    if (!account?.bin) throw new Error(`${transfer.route}: account ${transfer.account} draws no QR code (no bin)`);
    const expected = vietQrPayload({ bin: account.bin, accountNumber: account.number, amount: transfer.amount, note: transfer.note });

    it.sequential('draws the code into the HTML as an image named for screen readers, with what it fills in', () => tabs.with(transfer.route, { javaScriptEnabled: false }, async ({ page }) => {
      const qr = page.locator('main').getByRole('img', { name: labels.bank.qrAlt, exact: true });
      expect(await qr.count()).toBe(1);
      expect(await qr.evaluate((element) => element.tagName)).toBe('svg');
      expect(await qr.locator('path').count()).toBe(1);
      const caption = await qr.locator('xpath=ancestor::figure[1]/figcaption').innerText();
      // The caption claims the whole note only when the code carries it; else it quotes what the code fills in.
      const filled = transferNoteInQr(transfer.note);
      const whole = !transfer.note.includes('<') && filled === plainNote(transfer.note);
      const noAmount = transfer.amount === undefined;
      expect(caption).toBe(whole
        ? (noAmount ? labels.bank.qrFillsAccount : labels.bank.qrFillsAmount)
        : `${noAmount ? labels.bank.qrFillsAccountPartNote : labels.bank.qrFillsAmountPartNote} ${filled}. ${labels.bank.qrCompleteNote}`);
    }));

    it.sequential.each([['phone', MOBILE], ['laptop', DESKTOP]])('scans on a %s screen to the account, amount and note of the content', (_screen, viewport) =>
      tabs.with(transfer.route, { ...viewport, javaScriptEnabled: false }, async ({ page }) => {
        const qr = page.locator('main').getByRole('img', { name: labels.bank.qrAlt, exact: true });
        await qr.scrollIntoViewIfNeeded();
        const box = await qr.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(160);
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
        const scanned = await decodeQr(await qr.screenshot());
        expect(scanned).toBe(expected);
        const decoded = new QRPay(scanned);
        expect(decoded.isValid).toBe(true);
        expect(decoded.consumer).toMatchObject({ bankBin: account.bin, bankNumber: account.number });
        expect(decoded.amount).toBe(transfer.amount === undefined ? undefined : String(transfer.amount));
        expect(decoded.currency).toBe('704');
        expect(decoded.nation).toBe('VN');
        expect(decoded.additionalData.purpose).toBe(transferNoteInQr(transfer.note));
      }));
  });
});
