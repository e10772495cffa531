import type { RegisterDialogLabels } from '../resolveAction.ts';
import { Icon } from '../icons/Icon.tsx';
import { buttonVariants, type ButtonVariantProps } from '../ui/Button.tsx';

/**
 * Opens a registration form in a modal (registerDialog.behavior.ts).
 * Without JavaScript it is a plain link to the form in a new tab; the form's frame is made only when opened.
 */
export function RegisterButton({ form, title, label, labels, until, className, ...variants }: {
  /** The external form (https). */
  form: string;
  /** What is being registered for: the dialog's name. */
  title: string;
  label: string;
  /** The dialog's close button and loading line. */
  labels: RegisterDialogLabels;
  /** When registering ends (ISO): the page's clock hides the button from then (renderer/shell/pageClock.ts). */
  until?: string | undefined;
  className?: string;
} & ButtonVariantProps) {
  return (
    // A div, not a span: a span may not hold the dialog (flow content).
    <div data-behavior="registerDialog" data-until={until} className="contents">
      <a href={form} target="_blank" rel="noopener noreferrer" data-register="" aria-haspopup="dialog" className={buttonVariants({ ...variants, className })}>
        {label}
      </a>
      {/* The dialog fills the screen around its panel, and dims the page with its own background for
          the frame before it is modal (renderer/shell/showDialogAtOnce.ts), above the fixed header
          then too (z-50); a click on it outside the panel closes it. */}
      <dialog aria-label={title} className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-4 [&:not(:modal)]:bg-ink-900/60 backdrop:bg-ink-900/60 backdrop:backdrop-blur-sm open:grid open:place-items-center">
        <span tabIndex={0} data-focus-start="" />
        <div data-dialog-panel="" className="flex h-[80vh] w-full max-w-4xl flex-col overflow-hidden rounded-2xl bg-white text-left shadow-lift">
          <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-3">
            <p className="font-bold text-ink-900">{title}</p>
            <button type="button" data-close="" aria-label={labels.close} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
              <Icon name="close" />
            </button>
          </div>
          <div className="relative flex-1">
            <p className="absolute inset-0 grid place-items-center text-sm text-ink-500">{labels.formLoading}</p>
            {/* The form's frame is made on opening (openRegisterDialog.ts): a frame in the HTML, even without an address, costs the page a document on load. */}
            <div data-form-frame="" data-embed={form} className="relative size-full" />
          </div>
        </div>
        <span tabIndex={0} data-focus-end="" />
      </dialog>
    </div>
  );
}
