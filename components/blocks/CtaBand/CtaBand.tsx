import type { ReactNode } from 'react';
import { ActionBand } from '../../parts/ActionBand.tsx';
import type { CtaBandView } from './resolve.ts';

/** A closing call to action: MDX copy, the price on a page that sells, and the buttons of `actions.<of>`. */
export function CtaBand({ id, actions, price, children }: CtaBandView & { children?: ReactNode }) {
  return <ActionBand id={id} actions={actions} price={price}>{children}</ActionBand>;
}
