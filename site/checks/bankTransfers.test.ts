/**
 * Bank transfers that would give a wrong or unscannable QR code, each written into the real site's
 * data and pages: every mistake is one line at its place, and the real content's own lines are left
 * out (scripts/testing/scratchContent.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../../scripts/engine/core/paths.ts';
import { problemsAdded } from '../../scripts/testing/scratchContent.ts';

const real = (name: string) => readFileSync(path.join(contentDir, name), 'utf8');

/** `source` with `from` replaced once; fails if `from` is not there, so the test cannot pass by editing nothing. */
function edit(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`"${from}" is not in the file any more`);
  return source.replace(from, to);
}

const ACCOUNTS = `main:
  holder: NGUYEN VAN A
  bank: Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)
  bin: "970999"
  number: "0071000123456"
own:
  holder: NGUYEN VAN A
  bank: Techcombank
  bin: "970436"
  number: "19031234567890"
  qrImage: /images/qr-example.svg
`;

describe('bank transfer checks', () => {
  let added: string[];
  beforeAll(() => {
    const courses = edit(
      edit(edit(real('data/courses.yaml'), 'note: Bootcamp n8n Mobile', 'note: Bootcamp n8n Mobile – Tự động hóa EziTax'),
        'account: main\n    note: Bootcamp TradingView Webhook Bot', 'account: own\n    note: Bootcamp TradingView Webhook Bot cho MT5'),
      'account: main\n    note: Bootcamp ChatGPT Signal Bot Auto Trade', 'account: backup\n    note: Bootcamp ChatGPT Signal');
    const workshop = edit(real('workshop-ai-3x.mdx'), 'note: "WORKSHOP AI3X <Họ tên> <SĐT>"', 'note: "Ủng hộ Workshop AI 3X năm 2025 <Họ tên>"');
    const otherEvent = `---
type: event
title: Buổi chia sẻ cộng đồng
description: Buổi chia sẻ trực tuyến, ủng hộ tự nguyện.
start: 2025-09-06T20:00:00+07:00
place:
  online: Zoom
price: 0
registration:
  contact: group-chat
donation:
  account: mian
  note: Ủng hộ buổi chia sẻ
---

# Buổi chia sẻ cộng đồng
`;
    added = problemsAdded({ 'data/bank-accounts.yaml': ACCOUNTS, 'data/courses.yaml': courses, 'workshop-ai-3x.mdx': workshop, 'ung-ho-sai-tai-khoan.mdx': otherEvent });
  }, 60_000);

  it('warn at a note longer than a QR code carries, saying what the payer\'s app will fill in', () => {
    expect(added.filter((line) => line.includes('.note:'))).toEqual([
      'content/data/courses.yaml:80:5  qr  warning: bootcamp-n8n-mobile.payment.note: mã QR chuyển khoản chỉ mang được 25 ký tự nội dung (tính không dấu, phần <…> người chuyển tự điền không tính), nên ứng dụng ngân hàng sẽ điền "Bootcamp n8n Mobile Tu" thay vì "Bootcamp n8n Mobile Tu dong hoa EziTax"; nếu cần khớp đúng nội dung, viết ngắn lại trong 25 ký tự',
      'content/workshop-ai-3x.mdx:17:3  qr  warning: donation.note: mã QR chuyển khoản chỉ mang được 25 ký tự nội dung (tính không dấu, phần <…> người chuyển tự điền không tính), nên ứng dụng ngân hàng sẽ điền "Ung ho Workshop AI 3X nam" thay vì "Ung ho Workshop AI 3X nam 2025"; nếu cần khớp đúng nội dung, viết ngắn lại trong 25 ký tự',
    ]);
  });

  it('let an account with a QR picture of its own take a note of any length', () => {
    expect(added.filter((line) => line.includes('bootcamp-tradingview'))).toEqual([]);
  });

  it('report a payment or donation to an account that bank-accounts.yaml does not have, once, naming those it has', () => {
    expect(added.filter((line) => line.includes('.account:'))).toEqual([
      'content/data/courses.yaml:94:5  fact  bootcamp-chatgpt-signal.payment.account: không có tài khoản "backup" trong bank-accounts.yaml; dùng một trong: main, own',
      'content/ung-ho-sai-tai-khoan.mdx:12:3  fact  donation.account: không có tài khoản "mian" trong bank-accounts.yaml; dùng một trong: main, own. Có phải ý bạn là "main"?',
    ]);
  });

  it('warn of a BIN no bank has, and of one that belongs to another bank than the account names, giving the right one', () => {
    expect(added.filter((line) => line.includes('.bin:'))).toEqual([
      'content/data/bank-accounts.yaml:4:3  qr  warning: main.bin: không ngân hàng nào có mã BIN "970999"; Vietcombank có mã "970436"',
      'content/data/bank-accounts.yaml:9:3  qr  warning: own.bin: mã BIN "970436" là của Vietcombank, nhưng bank ghi "Techcombank"; Techcombank có mã "970407"',
    ]);
  });

  it('give nothing else', () => {
    expect(added.filter((line) => !/\.(note|account|bin): /.test(line))).toEqual([]);
  });
});

describe('bank account schema', () => {
  it('asks for a six-digit BIN, or a QR picture when the account has no BIN', () => {
    expect(problemsAdded({ 'data/bank-accounts.yaml': 'main:\n  holder: A\n  bank: B\n  bin: "97043"\n  number: "1"\nother:\n  holder: A\n  bank: B\n  number: "2"\n' })).toEqual([
      'content/data/bank-accounts.yaml:4:3  schema  main.bin: cần mã BIN của ngân hàng: đúng 6 chữ số trong ngoặc kép, ví dụ "970436" (Vietcombank); đang là "97043"',
      'content/data/bank-accounts.yaml:6:1  schema  other.bin: cần bin (mã BIN 6 chữ số của ngân hàng, ví dụ "970436") để trang tự tạo mã QR chuyển khoản, hoặc qrImage (ảnh QR riêng của tài khoản) (trong khối ở dòng 6–10)',
    ]);
  }, 60_000);
});
