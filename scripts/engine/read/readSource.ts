/**
 * Reads a content file as the rest of the engine sees it: a byte-order mark dropped and Windows line
 * ends made plain (both invisible in an editor, so handled rather than reported), and Vietnamese
 * composed (NFC), with a warning where the file was not, since decomposed text breaks search and anchors.
 * Lines and columns stay those the writer's editor shows.
 */
import { readFileSync } from 'node:fs';
import type { Problem } from '../core/problem.ts';

export interface SourceFile {
  /** Path from the project root, for messages. */
  file: string;
  text: string;
  problems: Problem[];
}

export function readSource(absolute: string, file: string): SourceFile {
  const raw = plainText(readFileSync(absolute, 'utf8'));
  const problems: Problem[] = [];
  const nfc = nfcWarning(file, raw);
  if (nfc) problems.push(nfc);
  return { file, text: raw.normalize('NFC'), problems };
}

/** A byte-order mark dropped and Windows or old Mac line ends made `\n`: lines and columns are unchanged. */
export function plainText(raw: string): string {
  return raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * Text typed by some editors arrives decomposed (a letter, then its tone marks): it looks the same
 * but breaks search and anchors. Points at the first decomposed character; the build composes it anyway.
 */
export function nfcWarning(file: string, source: string): Problem | undefined {
  if (source === source.normalize('NFC')) return undefined;
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    if (text === text.normalize('NFC')) continue;
    let column = 0;
    while (column < text.length && text.slice(0, column + 2).normalize('NFC') === text.slice(0, column + 2)) column++;
    return { file, line: index + 1, column: column + 1, rule: 'nfc', severity: 'warning',
      message: `chữ tiếng Việt ở đây bị tách dấu (thường do chép từ máy Mac hoặc Word): "${text.trim().slice(0, 40)}"; gõ lại đoạn này hoặc lưu tệp ở dạng NFC (bản dựng vẫn tự ghép dấu)` };
  }
  return undefined;
}
