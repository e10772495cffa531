import { describe, expect, it } from 'vitest';
import { formatTable } from './formatTable.ts';

describe('formatTable', () => {
  it('prints a Markdown table with names left and figures right, padded to the widest cell', () => {
    const table = formatTable([{ title: 'build' }, { title: 'wall s', align: 'right' }], [['ours', '5.2'], ['Astro 5.18.2', '8.7']]);
    expect(table).toBe([
      '| build        | wall s |',
      '|--------------|-------:|',
      '| ours         |    5.2 |',
      '| Astro 5.18.2 |    8.7 |',
    ].join('\n'));
  });

  it('leaves a cell a row lacks empty', () => {
    expect(formatTable([{ title: 'a' }, { title: 'b' }], [['x']]).split('\n')[2]).toBe('| x   |     |');
  });
});
