import type { ReactNode } from 'react';
import { ActionBand } from '../../parts/ActionBand.tsx';
import type { ContactBandView } from './resolve.ts';

/** The home page's closing call to action: MDX copy and the page's contact buttons. */
export function ContactBand({ id, actions, children }: ContactBandView & { children?: ReactNode }) {
  return <ActionBand id={id} actions={actions}>{children}</ActionBand>;
}
