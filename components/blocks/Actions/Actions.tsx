import { ActionLink } from '../../ActionLink.tsx';
import type { ActionsView } from './resolve.ts';

/** A row of buttons from `actions.<of>`; the first is the main one. */
export function Actions({ actions, align }: ActionsView) {
  return (
    <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${align === 'center' ? 'justify-center' : ''}`}>
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} icon={action.kind !== 'register'} />
      ))}
    </div>
  );
}
