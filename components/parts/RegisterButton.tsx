import type { LinkActionView, RegisterDialogLabels } from '../resolveAction.ts';
import { Icon } from '../icons/Icon.tsx';
import { buttonVariants, type ButtonVariantProps } from '../ui/Button.tsx';
import { RegisterElsewhere } from './RegisterElsewhere.tsx';

/**
 * Opens a registration form in a modal (registerDialog.behavior.ts).
 * Without JavaScript it is a plain link to the form in a new tab; the form's frame is made only when opened.
 */
export function RegisterButton({ form, title, label, labels, contact, until, className, ...variants }: {
  /** The external form (https). */
  form: string;
  /** What is being registered for: the dialog's name. */
  title: string;
  label: string;
  /** The dialog's close button, loading line and other ways to register. */
  labels: RegisterDialogLabels;
  /** The page's chat contact, offered under the form (resolveAction.ts registerContactOf). */
  contact?: LinkActionView | undefined;
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
      <dialog aria-label={title} className="group/register fixed inset-0 z-50 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-4 [&:not(:modal)]:bg-ink-900/60 backdrop:bg-ink-900/60 backdrop:backdrop-blur-sm open:grid open:place-items-center">
        <span tabIndex={0} data-focus-start="" />
        <div data-dialog-panel="" className="flex h-[80vh] w-full max-w-4xl flex-col overflow-hidden rounded-2xl bg-white text-left shadow-lift">
          <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-3">
            <p className="font-bold text-ink-900">{title}</p>
            <button type="button" data-close="" aria-label={labels.close} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
              <Icon name="close" />
            </button>
          </div>
          {/* Once the form has stalled, the message and the buttons under it sit together in the middle of the panel. */}
          <div className="relative flex-1 group-data-[form-stalled]/register:mt-auto group-data-[form-stalled]/register:flex-none">
            <p className="absolute inset-0 grid place-items-center text-sm text-ink-500 group-data-[form-stalled]/register:hidden group-data-[form-loaded]/register:hidden">{labels.formLoading}</p>
            {/* Shown, in place of the form, once it has taken too long (openRegisterDialog.ts); an alert, so it is read out as it appears. */}
            <div role="alert" className="hidden justify-items-center gap-3 px-6 pt-8 pb-5 text-center group-data-[form-stalled]/register:grid">
              <span className="grid size-12 place-items-center rounded-full bg-accent-100 text-accent-600"><Icon name="clock" className="size-6" /></span>
              <p className="text-lg font-bold text-ink-900">{labels.registerDialog.stalledTitle}</p>
              <p className="max-w-md text-sm text-pretty text-ink-600">{labels.registerDialog.stalledBody}</p>
            </div>
            {/* The form's frame is made on opening (openRegisterDialog.ts): a frame in the HTML, even without an address, costs the page a document on load. */}
            <div data-form-frame="" data-embed={form} className="relative size-full group-data-[form-stalled]/register:hidden" />
          </div>
          <RegisterElsewhere form={form} contact={contact} labels={labels.registerDialog} />
        </div>
        <span tabIndex={0} data-focus-end="" />
      </dialog>
    </div>
  );
}
