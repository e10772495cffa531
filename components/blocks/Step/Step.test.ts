import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { Step } from './Step.tsx';
import { resolveStep } from './resolve.ts';

describe('Step', () => {
  it('heads the step with its number, read out after the word for a step, and its title', () => {
    const view = resolveStep({ title: 'Cài MT5', number: 2 }, undefined, { labels: { step: 'Bước' } });
    const html = renderBlock(createElement(Step, view, createElement('p', null, 'Tải về.')));
    expect(html).toContain('<span class="sr-only">Bước </span>2</span><span>Cài MT5</span>');
    expect(html).toContain('<p>Tải về.</p>');
  });
});
