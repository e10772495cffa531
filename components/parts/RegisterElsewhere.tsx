import type { LinkActionView, RegisterDialogLabels } from '../resolveAction.ts';
import { Icon } from '../icons/Icon.tsx';
import { buttonVariants } from '../ui/Button.tsx';

/**
 * The register dialog's other ways in, under its form: the same form in a new tab and the page's
 * chat contact. In the HTML, so they work before any script; when the form has not loaded in time
 * the dialog is marked `data-form-stalled` (openRegisterDialog.ts) and they become its main buttons.
 */
export function RegisterElsewhere({ form, contact, labels }: {
  form: string;
  contact?: LinkActionView | undefined;
  labels: RegisterDialogLabels['registerDialog'];
}) {
  const button = 'sm:flex-none max-sm:w-full';
  return (
    <div data-register-elsewhere="" className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-ink-200 bg-ink-50 px-5 py-3 group-data-[form-stalled]/register:justify-center group-data-[form-stalled]/register:border-t-0 group-data-[form-stalled]/register:bg-white group-data-[form-stalled]/register:mb-auto group-data-[form-stalled]/register:pb-8">
      <p className="mr-auto text-sm text-ink-600 group-data-[form-stalled]/register:hidden">{labels.elsewhere}</p>
      <a href={form} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm', className: `${button} group-data-[form-stalled]/register:border-transparent group-data-[form-stalled]/register:bg-brand-600 group-data-[form-stalled]/register:text-white group-data-[form-stalled]/register:hover:bg-brand-700` })}>
        <Icon name="externalLink" />
        {labels.newTab}
      </a>
      {contact && (
        <a {...contact.link} className={buttonVariants({ variant: 'outline', size: 'sm', className: button })}>
          <Icon name={contact.icon} />
          {contact.label}
          {contact.display && <span className="font-normal whitespace-nowrap opacity-90">{contact.display}</span>}
        </a>
      )}
    </div>
  );
}
