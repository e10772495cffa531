import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readHtml, renderBlock } from '../../scripts/testing/blockFixtures.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { CopyButton } from './CopyButton.tsx';

const labels = { copy: 'Sao chép', copied: 'Đã sao chép' };

describe('CopyButton', () => {
  it('carries its value, its name and both its wordings, before and after copying', () => {
    const html = readHtml(renderBlock(createElement(CopyButton, { text: '0071000123456', label: 'Sao chép: Số tài khoản', labels })));
    expect(html.attributes('button', 'dataCopy')).toEqual(['0071000123456']);
    expect(html.attributes('button', 'dataCopiedLabel')).toEqual(['Đã sao chép']);
    expect(html.attributes('button', 'ariaLabel')).toEqual(['Sao chép: Số tài khoản']);
    expect(html.texts('.copy-idle, .copy-done')).toEqual(['Sao chép', 'Đã sao chép']);
  });
});

describe('CodeBlock', () => {
  it('puts the code under a bar with its language and a copy button of the code itself', () => {
    const html = readHtml(renderBlock(createElement(CodeBlock, { copy: labels }, createElement('code', { className: 'language-bash' }, 'npm run build'))));
    expect(html.texts('[data-code-block] > div > span')).toEqual(['bash']);
    expect(html.attributes('button', 'dataCopy')).toEqual([undefined]);
    expect(html.attributes('button', 'ariaLabel')).toEqual(['Sao chép']);
    expect(html.texts('pre')).toEqual(['npm run build']);
  });
});
