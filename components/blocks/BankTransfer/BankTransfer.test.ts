import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { offering, fixtureLabels, pageWith, fixtureSite, landingPage, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { MissingFact } from '../defineBlock.ts';
import { BankTransfer } from './BankTransfer.tsx';
import { resolveBankTransfer } from './resolve.ts';

const account = { holder: 'NGUYEN VAN A', bank: 'Vietcombank', bin: '970436', number: '0071000123456' };
const page = pageWith(landingPage({ offering: 'bootcamp' }));
const siteWith = (payment?: { account: string; note: string }) => fixtureSite({
  'bank-accounts': { main: account },
  courses: { bootcamp: offering({ title: 'Bootcamp n8n', price: 990000, originalPrice: 1500000, ...(payment ? { payment } : {}) }) },
});

describe('BankTransfer', () => {
  it('shows the offering’s price and the account named by its payment, each number with a copy button, and a QR code with the amount', () => {
    const site = siteWith({ account: 'main', note: 'Bootcamp n8n' });
    const html = readHtml(renderBlockWith(createElement(BankTransfer, resolveBankTransfer({}, page, site)), site, page));
    expect(html.texts('[data-register-section] h3')).toEqual([fixtureLabels.bank.heading]);
    expect(html.texts('dd > span')).toEqual(['NGUYEN VAN A', 'Vietcombank', '0071000123456', 'Bootcamp n8n']);
    expect(html.attributes('button[data-copy]', 'dataCopy')).toEqual(['0071000123456', 'Bootcamp n8n']);
    expect(html.texts('span.text-3xl')).toEqual(['990.000 VNĐ']);
    expect(html.texts('figcaption')).toEqual([fixtureLabels.bank.qrFillsAmount]);
  });

  it('quotes under the code the part of a cut note it fills in, and asks for the rest, instead of claiming the whole note', () => {
    for (const [note, filled] of [['Bootcamp TradingView Webhook Bot', 'Bootcamp TradingView'], ['BOOTCAMP <Họ tên>', 'BOOTCAMP']] as const) {
      const site = siteWith({ account: 'main', note });
      const html = readHtml(renderBlockWith(createElement(BankTransfer, resolveBankTransfer({}, page, site)), site, page));
      expect(html.texts('figcaption')).toEqual([`${fixtureLabels.bank.qrFillsAmountPartNote} ${filled}. ${fixtureLabels.bank.qrCompleteNote}`]);
      expect(html.texts('figcaption q')).toEqual([filled]);
    }
  });

  it('asks for the course’s payment when it has none, at the block', () => {
    expect(() => resolveBankTransfer({}, page, siteWith())).toThrow(MissingFact);
    expect(() => resolveBankTransfer({}, page, siteWith())).toThrow(/courses\.yaml: khóa "bootcamp" chưa có payment/);
  });
});
