import { ActionLink } from '../ActionLink.tsx';
import type { ActionView } from '../resolveAction.ts';

/** The offering's buttons side by side; the first is the main one. */
export function ActionRow({ actions }: { actions: ActionView[] }) {
  return (
    <div className="flex flex-col gap-3 px-6 pb-8 sm:flex-row sm:px-8">
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} className="sm:flex-1" icon={action.kind !== 'register'} />
      ))}
    </div>
  );
}
