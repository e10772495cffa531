import type { Labels } from '../../content/schema.ts';
import { Icon } from '../icons/Icon.tsx';
import { cn } from '../ui/cn.ts';

/** What a copy button says (labels.yaml). */
export type CopyLabels = Pick<Labels, 'copy' | 'copied'>;

/**
 * Copies `text` (or, without it, the code of the enclosing `[data-code-block]`) to the clipboard
 * and shows a check for 2 seconds (copy.behavior.ts). Hidden without JavaScript.
 */
export function CopyButton({ text, label, labels, className }: {
  text?: string;
  label: string;
  /** Its wording before and after copying (labels.yaml). */
  labels: CopyLabels;
  className?: string;
}) {
  return (
    <button type="button" data-behavior="copy" data-copy={text} data-copied-label={labels.copied}
      aria-label={label} className={cn('copy-button js-only inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-xs font-semibold transition', className)}>
      <span className="copy-idle inline-flex items-center gap-1.5"><Icon name="copy" className="size-4" />{labels.copy}</span>
      <span className="copy-done inline-flex items-center gap-1.5"><Icon name="check" className="size-4" />{labels.copied}</span>
      <span role="status" className="sr-only" />
    </button>
  );
}
