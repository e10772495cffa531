import { describe, expect, it } from 'vitest';
import { problemsAdded } from '../../testing/scratchContent.ts';
import { readFileSync } from 'node:fs';
import { contentDir } from '../core/paths.ts';
import path from 'node:path';

const courses = readFileSync(path.join(contentDir, 'data', 'courses.yaml'), 'utf8');
const about = readFileSync(path.join(contentDir, 'gioi-thieu.mdx'), 'utf8');

describe('one problem per mistake', () => {
  it('explains a price written with dots once, not again as a wrong type', () => {
    expect(problemsAdded({ 'data/courses.yaml': courses.replace('price: 6500000', 'price: 6.500.000') })).toEqual([
      expect.stringMatching(/^content\/data\/courses\.yaml:\d+:10 {2}yaml {2}viết số liền, không dấu chấm: 6\.500\.000 phải là 6500000/),
    ]);
  });

  it('explains a tab used to indent YAML once, in words, not as three parser errors', () => {
    expect(problemsAdded({ 'gioi-thieu.mdx': about.replace('  badge: ', '\tbadge: ') })).toEqual([
      'content/gioi-thieu.mdx:6:1  yaml  dòng này thụt lề bằng phím Tab; YAML chỉ nhận dấu cách: thay Tab bằng hai dấu cách',
    ]);
  });
});
