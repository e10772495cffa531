import { describe, expect, it } from 'vitest';
import { parseBody } from './parseBody.ts';
import { usedBlocks } from './usedBlocks.ts';

describe('usedBlocks', () => {
  it('names every block a body places, nested or inline, and nothing from its prose', () => {
    const body = '<Section id="a">\n\n## Lộ trình <Count of="curriculum" /> buổi\n\n<OfferingFacts />\n\n</Section>\n\nChữ <b>đậm</b> không phải block? Có: mọi thẻ đều được kể.\n';
    expect([...usedBlocks(parseBody(body))]).toEqual(['Section', 'Count', 'OfferingFacts', 'b']);
  });
});
