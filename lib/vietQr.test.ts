import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { transferNoteInQr, vietQrPayload } from './vietQr.ts';

/** EMVCo data objects (two-digit ID, two-digit length, value) read independently of vietnam-qr-pay. */
function readFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    const value = text.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || value.length !== length) throw new Error(`malformed data object at ${at}: ${text.slice(at)}`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's ID 63 requires. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const ACCOUNT = { bin: '970436', accountNumber: '0071000123456' };

describe('vietQrPayload', () => {
  it('carries the bank, the account, the amount in VND and the note of a dynamic transfer', () => {
    const payload = vietQrPayload({ ...ACCOUNT, amount: 890000, note: 'Bootcamp n8n Mobile' });
    const root = readFields(payload);
    expect([...root.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(root.get('00')).toBe('01'); // payload format
    expect(root.get('01')).toBe('12'); // dynamic: made for this amount
    const merchant = readFields(root.get('38') ?? '');
    expect(merchant.get('00')).toBe('A000000727'); // NAPAS
    expect(merchant.get('02')).toBe('QRIBFTTA'); // transfer to an account number
    const beneficiary = readFields(merchant.get('01') ?? '');
    expect(beneficiary.get('00')).toBe('970436');
    expect(beneficiary.get('01')).toBe('0071000123456');
    expect(root.get('53')).toBe('704'); // VND
    expect(root.get('54')).toBe('890000');
    expect(root.get('58')).toBe('VN');
    expect(readFields(root.get('62') ?? '').get('08')).toBe('Bootcamp n8n Mobile');
  });

  it('ends with the CRC-16 of everything before it', () => {
    const payload = vietQrPayload({ ...ACCOUNT, amount: 990000, note: 'Bootcamp TradingView' });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('is read back the same by vietnam-qr-pay, as a banking app reads it', () => {
    const decoded = new QRPay(vietQrPayload({ ...ACCOUNT, amount: 990000, note: 'Bootcamp TradingView' }));
    expect(decoded.isValid).toBe(true);
    expect(decoded.provider.name).toBe('VIETQR');
    expect(decoded.consumer).toMatchObject({ bankBin: '970436', bankNumber: '0071000123456' });
    expect(decoded.amount).toBe('990000');
    expect(decoded.currency).toBe('704');
    expect(decoded.nation).toBe('VN');
    expect(decoded.additionalData.purpose).toBe('Bootcamp TradingView');
  });

  it('is static, with no amount, when the amount is not known (a donation)', () => {
    const root = readFields(vietQrPayload({ ...ACCOUNT, note: 'Ủng hộ Đà Nẵng' }));
    expect(root.get('01')).toBe('11');
    expect(root.has('54')).toBe(false);
    expect(readFields(root.get('62') ?? '').get('08')).toBe('Ung ho Da Nang');
  });

  it('leaves the note out when the payer writes all of it', () => {
    expect(readFields(vietQrPayload({ ...ACCOUNT, note: '<Họ tên> <SĐT>' })).has('62')).toBe(false);
  });

  it('drops the spaces typed inside an account number for reading', () => {
    const root = readFields(vietQrPayload({ bin: '970436', accountNumber: '0071 0001 23456' }));
    expect(readFields(readFields(root.get('38') ?? '').get('01') ?? '').get('01')).toBe('0071000123456');
  });

  it('carries the whole words of a long note that fit in the 25 characters a code holds', () => {
    expect(transferNoteInQr('Bootcamp ChatGPT Signal Bot Auto Trade')).toBe('Bootcamp ChatGPT Signal');
    expect(vietQrPayload({ ...ACCOUNT, note: 'Bootcamp ChatGPT Signal Bot Auto Trade' })).toContain('Bootcamp ChatGPT Signal6304');
  });
});

describe('transferNoteInQr', () => {
  it('keeps the fixed part of a note before what the payer fills in, without tone marks', () => {
    expect(transferNoteInQr('WORKSHOP AI3X <Họ tên> <SĐT>')).toBe('WORKSHOP AI3X');
  });

  it('turns punctuation into single spaces, which every bank accepts', () => {
    expect(transferNoteInQr('Khóa học: n8n – đợt 2!')).toBe('Khoa hoc n8n dot 2');
  });
});
