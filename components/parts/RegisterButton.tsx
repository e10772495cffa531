import { useSite } from '../SiteContext.tsx';
import { Icon } from '../icons/Icon.tsx';
import { buttonVariants, type ButtonVariantProps } from '../ui/Button.tsx';

/**
 * Opens a registration form in a modal (registerDialog.behavior.ts).
 * Without JavaScript it is a plain link to the form in a new tab; the form's frame is made only when opened.
 */
export function RegisterButton({ form, title, label, className, ...variants }: {
  /** The external form (https). */
  form: string;
  /** What is being registered for: the dialog's name. */
  title: string;
  label: string;
  className?: string;
} & ButtonVariantProps) {
  const { labels } = useSite().data;
  return (
    <span data-behavior="registerDialog" className="contents">
      <a href={form} target="_blank" rel="noopener noreferrer" data-register="" aria-haspopup="dialog" className={buttonVariants({ ...variants, className })}>
        {label}
      </a>
      <dialog aria-label={title} className="register-dialog m-auto h-[80vh] w-[calc(100%-2rem)] max-w-4xl overflow-hidden rounded-2xl bg-white p-0 shadow-lift backdrop:bg-ink-900/60 backdrop:backdrop-blur-sm">
        <span tabIndex={0} data-focus-start="" />
        <div className="flex h-full flex-col">
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
    </span>
  );
}
