/**
 * Bank transfers the site offers, a course's `payment` (courses.yaml) or an event's `donation`:
 * an event names an account that exists (a course's is checked with its other facts,
 * derive/deriveFacts.ts); when the page draws the account's VietQR code, the transfer note fits in
 * it (lib/vietQr.ts); and an account's `bin` is a NAPAS bank's, the one its `bank` names.
 */
import { Banks } from 'vietnam-qr-pay';
import type { BankAccount } from '../../content/schema.ts';
import { plainNote, QR_NOTE_MAX_LENGTH, transferNoteInQr } from '../../lib/vietQr.ts';
import type { ParsedYaml, Problem } from '../../scripts/engine/site.ts';
import { didYouMeanText } from '../../lib/didYouMean.ts';
import type { FactSite } from './factPage.ts';

interface Transfer {
  /** Where it is written: a course's account is checked in derive/deriveFacts.ts, an event's here. */
  from: 'courses' | 'event';
  file: string;
  yaml: ParsedYaml;
  /** Where the `{ account, note }` is in its file. */
  path: (string | number)[];
  account: string;
  note: string;
}

export function bankTransferProblems(site: FactSite): Problem[] {
  const accounts = site.data['bank-accounts'];
  if (!accounts) return [];
  const problems = transfersOf(site).flatMap((transfer) => transferProblems(transfer, accounts));
  const source = site.dataSources['bank-accounts'];
  if (source) problems.push(...Object.entries(accounts).flatMap(([id, account]) => binProblems(id, account, source)));
  return problems;
}

function transfersOf(site: FactSite): Transfer[] {
  const courses = site.dataSources.courses;
  const fromCourses = courses ? Object.entries(site.data.courses ?? {}).flatMap(([id, course]) =>
    course.payment ? [{ from: 'courses' as const, file: courses.file, yaml: courses.yaml, path: [id, 'payment'], ...course.payment }] : []) : [];
  const fromEvents = site.pages.flatMap((page) => page.frontmatter?.type === 'event' && page.frontmatter.donation
    ? [{ from: 'event' as const, file: page.file, yaml: page.yaml, path: ['donation'], ...page.frontmatter.donation }] : []);
  return [...fromCourses, ...fromEvents];
}

function transferProblems({ from, file, yaml, path, account, note }: Transfer, accounts: Record<string, BankAccount>): Problem[] {
  const at = (key: string, rule: string, message: string): Problem =>
    ({ file, ...yaml.locate([...path, key]).position, rule, field: [...path, key].join('.'), severity: 'error', message });
  const bankAccount = accounts[account];
  if (!bankAccount) {
    const ids = Object.keys(accounts);
    return from === 'event' ? [at('account', 'fact', `không có tài khoản ${JSON.stringify(account)} trong bank-accounts.yaml; dùng một trong: ${ids.join(', ')}${didYouMeanText(account, ids)}`)] : [];
  }
  const plain = plainNote(note);
  if (bankAccount.qrImage || plain.length <= QR_NOTE_MAX_LENGTH) return [];
  // The page shows the whole note; the code can carry only its first words, which the payer's app fills in.
  return [{ ...at('note', 'qr', `mã QR chuyển khoản chỉ mang được ${QR_NOTE_MAX_LENGTH} ký tự nội dung (tính không dấu, phần <…> người chuyển tự điền không tính), nên ứng dụng ngân hàng sẽ điền "${transferNoteInQr(note)}" thay vì "${plain}"; nếu cần khớp đúng nội dung, viết ngắn lại trong ${QR_NOTE_MAX_LENGTH} ký tự`), severity: 'warning' as const }];
}

/** Lower case, no tone marks, words separated by single spaces, padded, so ` vietcombank ` can be found as a word. */
const words = (text: string) => ` ${plainNote(text).toLowerCase()} `;

/** Warnings, since NAPAS adds banks: a BIN that no bank in vietnam-qr-pay's list has, or that belongs to another bank than `bank` names. */
function binProblems(id: string, { bin, bank }: BankAccount, source: { file: string; yaml: ParsedYaml }): Problem[] {
  if (bin === undefined) return [];
  const named = Banks.filter((known) => known.bin && [known.shortName, known.code].some((name) =>
    words(bank).includes(words(name)) || words(bank).includes(words(name).replace(/(?<=\S) (?=\S)/g, ''))));
  const owners = Banks.filter((known) => known.bin === bin);
  const at = (message: string): Problem => ({ file: source.file, ...source.yaml.locate([id, 'bin']).position, rule: 'qr', field: `${id}.bin`, severity: 'warning', message });
  const hint = named[0] ? `; ${named[0].shortName} có mã "${named[0].bin}"` : '; tra mã BIN trên trang của ngân hàng hoặc trong ứng dụng ngân hàng (mục mã QR nhận tiền)';
  if (owners.length === 0) return [at(`không ngân hàng nào có mã BIN "${bin}"${hint}`)];
  if (named.length > 0 && !named.some((known) => known.bin === bin)) {
    return [at(`mã BIN "${bin}" là của ${owners.map((owner) => owner.shortName).join(' / ')}, nhưng bank ghi "${bank}"${hint}`)];
  }
  return [];
}
