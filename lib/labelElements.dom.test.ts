import { describe, expect, it } from 'vitest';
import { isLabelElement, LABEL_SELECTOR } from './labelElements.ts';

const MARKUP = [
  '<h1>a</h1>', '<h4>a</h4>', '<button>a</button>', '<summary>a</summary>', '<div role="tab">a</div>', '<div role="tabpanel">a</div>',
  '<p data-slot="badge">a</p>', '<span class="rounded-full bg-ink-900 px-2.5">a</span>', '<a class="inline-flex min-h-11 rounded-xl px-5">a</a>',
  '<span class="rounded-lg bg-ink-100 px-2.5 py-1 text-xs">a</span>', '<p class="text-lg font-bold">a</p>', '<span class="font-semibold">a</span>',
  '<p class="text-lg">a</p>', '<li class="rounded-2xl border p-6">a</li>', '<a class="underline">a</a>', '<section class="rounded-3xl px-6 py-10">a</section>',
].join('');

describe('the label elements', () => {
  it('are the same elements for the build’s pass and for the browser’s selector', () => {
    document.body.innerHTML = MARKUP;
    const elements = [...document.body.querySelectorAll('*')];
    const byPass = elements.filter((element) => isLabelElement(element.tagName.toLowerCase(), (name) => element.getAttribute(name) ?? undefined));
    expect(byPass).toEqual([...document.body.querySelectorAll(LABEL_SELECTOR)]);
    // A tab's panel, plain text, a card, a link in prose and a padded band hold prose, not a label.
    expect(elements.length - byPass.length).toBe(5);
    expect(byPass.some((element) => /tabpanel|rounded-2xl|rounded-3xl|underline|"text-lg"/.test(element.outerHTML))).toBe(false);
  });
});
