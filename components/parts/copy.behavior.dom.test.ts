import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { readSiteData } from '../../scripts/testing/content.ts';
import { behaviorRoot, mountMarkup } from '../../scripts/testing/dom/mountMarkup.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { CopyButton } from './CopyButton.tsx';
import { enhance } from './copy.behavior.ts';

const { labels } = readSiteData();
const FEEDBACK_MS = 2000;
const ACCOUNT_NUMBER = '0123456789';
const CODE = 'docker compose up -d\ndocker compose logs -f n8n';

let writeText: Mock<(text: string) => Promise<void>>;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(async () => {});
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

/** A copy button of the bank details, enhanced. */
function valueButton(): HTMLElement {
  mountMarkup(createElement(CopyButton, { text: ACCOUNT_NUMBER, label: `${labels.copy}: ${labels.bank.number}`, labels }));
  const button = behaviorRoot('copy');
  enhance(button);
  return button;
}

/** Clicks and lets the clipboard answer; the fake clock stays where it is. */
async function press(button: HTMLElement): Promise<void> {
  button.click();
  await vi.advanceTimersByTimeAsync(0);
}

/** Whether the button is in its "copied" state (styles.css then shows the check) and says so to screen readers. */
const showsCopied = (button: HTMLElement) => {
  const announced = button.querySelector('[role="status"]')?.textContent;
  if (button.hasAttribute('data-copied') !== (announced === labels.copied)) throw new Error('the check and the announcement disagree');
  return button.hasAttribute('data-copied');
};

describe('a copy button', () => {
  it('copies its value to the clipboard', async () => {
    const button = valueButton();
    expect(showsCopied(button)).toBe(false);
    await press(button);
    expect(writeText).toHaveBeenCalledWith(ACCOUNT_NUMBER);
  });

  it('copies the code of the block it sits in', async () => {
    mountMarkup(createElement(CodeBlock, { copy: labels }, createElement('code', { className: 'language-bash' }, CODE)));
    const button = behaviorRoot('copy');
    enhance(button);
    await press(button);
    expect(writeText).toHaveBeenCalledWith(CODE);
  });

  it('shows the check and announces “copied” for 2 seconds, then goes back', async () => {
    const button = valueButton();
    await press(button);
    expect(showsCopied(button)).toBe(true);
    vi.advanceTimersByTime(FEEDBACK_MS - 1);
    expect(showsCopied(button)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(showsCopied(button)).toBe(false);
  });

  it('keeps the check for 2 seconds from the last press', async () => {
    const button = valueButton();
    await press(button);
    vi.advanceTimersByTime(1500);
    await press(button);
    vi.advanceTimersByTime(1500);
    expect(showsCopied(button)).toBe(true);
    vi.advanceTimersByTime(500);
    expect(showsCopied(button)).toBe(false);
  });

  it('copies through a selected text area where the clipboard is refused, and shows the check', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    // happy-dom has no execCommand: this one copies the text area's selection, as a browser would.
    const copied: string[] = [];
    document.execCommand = vi.fn((command: string) => {
      const area = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : document.querySelector('textarea');
      if (command === 'copy' && area) copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
      return true;
    });
    const button = valueButton();
    await press(button);
    expect(copied).toEqual([ACCOUNT_NUMBER]);
    expect(document.querySelector('textarea')).toBeNull();
    expect(showsCopied(button)).toBe(true);
  });
});
