import type { z } from 'zod';
import { ActionLink } from '../../ActionLink.tsx';
import { useNamed } from '../../SiteContext.tsx';
import type { actionsBlock } from './actions.schema.ts';

/** A row of buttons from `actions.<of>`; the first is the main one. */
export function Actions({ of, align = 'center' }: z.infer<typeof actionsBlock.props>) {
  const actions = useNamed('actions', of, 'Actions');
  return (
    <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${align === 'center' ? 'justify-center' : ''}`}>
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} size="lg" variant={index === 0 ? 'hero' : 'outline'} icon={!action.register} />
      ))}
    </div>
  );
}
