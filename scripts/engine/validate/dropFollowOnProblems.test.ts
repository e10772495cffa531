import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from '../../testing/fixtureSite/fixtureProblems.ts';

const fixtureContent = path.join(import.meta.dirname, '..', '..', 'testing', 'fixtureSite', 'content');
const speakers = readFileSync(path.join(fixtureContent, 'data', 'speakers.yaml'), 'utf8');
const event = readFileSync(path.join(fixtureContent, 'su-kien.mdx'), 'utf8');

/** `source` with `from` replaced once; fails if `from` is not there, so the test cannot pass by editing nothing. */
function edit(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`"${from}" is not in the file any more`);
  return source.replace(from, to);
}

describe('one problem per mistake', () => {
  it('explains a number written with dots once, not again as a wrong type', () => {
    // YAML reads 6.500 as the number 6.5, which the text field's schema would refuse too.
    expect(fixtureProblems({ 'data/speakers.yaml': edit(speakers, 'role: Diễn giả', 'role: 6.500') })).toEqual([
      expect.stringMatching(/^content\/data\/speakers\.yaml:3:9 {2}yaml {2}viết số liền, không dấu chấm: 6\.500 phải là 6500/),
    ]);
  });

  it('explains a tab used to indent YAML once, in words, not as three parser errors', () => {
    expect(fixtureProblems({ 'su-kien.mdx': edit(event, 'speakers: [an]', 'speakers:\n\t- an') })).toEqual([
      'content/su-kien.mdx:7:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng 2 dấu cách để dòng bắt đầu ở cột 3, bên trong "speakers:" ở dòng 6',
    ]);
  });
});
