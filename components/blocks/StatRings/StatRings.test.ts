import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { landingPage, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { resolveStatRings } from './resolve.ts';
import { StatRings } from './StatRings.tsx';

describe('StatRings', () => {
  it('draws only the percentages, each as a ring with its figure and label', () => {
    const view = resolveStatRings({}, pageWith(landingPage({ stats: [{ value: '20', label: 'Học viên' }, { percent: 85, label: 'Hoàn thành' }] })));
    const html = renderBlock(createElement(StatRings, view));
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html).toContain('>85%</span>');
    expect(html).toContain('>Hoàn thành</p>');
    expect(html).not.toContain('Học viên');
  });
});
