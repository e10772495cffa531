import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { eventPage, fixtureLabels, pageWith, fixtureSite, readHtml, renderBlockWith } from '../../../scripts/testing/blockFixtures.ts';
import { Donation } from './Donation.tsx';
import { resolveDonation } from './resolve.ts';

const site = fixtureSite({ 'bank-accounts': { fund: { holder: 'QUY HOC BONG', bank: 'Techcombank', number: '1903000000', qrImage: '/images/qr-quy.png' } } });

describe('Donation', () => {
  it('shows the event’s account and transfer note, with its own QR picture and no price', () => {
    const page = pageWith(eventPage({ donation: { account: 'fund', note: 'UNG HO <Họ tên>' } }));
    const html = readHtml(renderBlockWith(createElement(Donation, resolveDonation({}, page, site)), site, page));
    expect(html.texts('dd > span')).toEqual(['QUY HOC BONG', 'Techcombank', '1903000000', 'UNG HO <Họ tên>']);
    expect(html.attributes('img', 'src')).toEqual(['/images/qr-quy.png']);
    expect(html.attributes('img', 'alt')).toEqual([fixtureLabels.bank.qrAlt]);
    expect(html.all('s')).toHaveLength(0);
  });

  it('leaves an account that does not exist to the bank-transfer check, which reports it at donation.account: the block adds no second message', () => {
    const page = pageWith(eventPage({ donation: { account: 'quy', note: 'UNG HO' } }));
    expect(resolveDonation({}, page, site)).toEqual({ transfer: null });
  });
});
