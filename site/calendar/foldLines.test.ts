import { describe, expect, it } from 'vitest';
import { foldLines } from './foldLines.ts';

/** Each physical line's octets, as a calendar app reads the file. */
const linesOf = (text: string) => Buffer.from(text).toString('latin1').split('\r\n').map((line) => Buffer.from(line, 'latin1'));
const utf8 = new TextDecoder('utf-8', { fatal: true });

describe('foldLines', () => {
  it('folds a Vietnamese line at 75 octets, each continuation after one space, never inside a letter', () => {
    const line = `SUMMARY:${'Workshop AI tăng năng suất 3X – Sự kiện miễn phí tại Gò Vấp, TP.HCM. '.repeat(3)}`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
    const lines = linesOf(folded);
    expect(Math.max(...lines.map((bytes) => bytes.length))).toBe(75);
    // Every line decodes on its own: a fold inside a two- or three-octet letter would not.
    for (const bytes of lines) expect(() => utf8.decode(bytes)).not.toThrow();
    expect(folded.split('\r\n').slice(2, -2).every((continuation) => continuation.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
  });

  it('unfolds the lines the ics package folded by characters, with a tab, before folding them by octets', () => {
    expect(foldLines('DESCRIPTION:Diễn giả\r\n\tvà học viên\r\n')).toBe('DESCRIPTION:Diễn giảvà học viên\r\n');
  });

  it('leaves a line of 75 octets as it is', () => {
    const line = `X:${'a'.repeat(73)}`;
    expect(foldLines(line)).toBe(line);
    expect(foldLines(`${line}b`)).toBe(`${line}\r\n b`);
  });
});
