/**
 * Copy-to-clipboard button: copies its `data-copy` text, or the code of the block it sits in,
 * and shows its "copied" state for 2 seconds (the wording is in the HTML, toggled by `data-copied`).
 */
const FEEDBACK_MS = 2000;

export function enhance(button: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    const text = button.dataset.copy ?? button.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
    // Said at once, in the tap's own frame: the clipboard answers later (a round trip to the
    // browser), and when it refuses, the fallback below copies anyway.
    void writeClipboard(text);
    button.dataset.copied = '';
    const status = button.querySelector('[role="status"]');
    if (status) status.textContent = button.dataset.copiedLabel ?? '';
    clearTimeout(timer);
    timer = setTimeout(() => {
      delete button.dataset.copied;
      if (status) status.textContent = '';
    }, FEEDBACK_MS);
  });
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins: copy through a selected, off-screen text area.
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
