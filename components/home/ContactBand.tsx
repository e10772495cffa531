import type { ReactNode } from 'react';
import { ActionBand } from '../blocks/CtaBand.tsx';
import { useFrontmatter } from '../SiteContext.tsx';

/** The home page's closing call to action: MDX copy and the page's contact buttons. */
export function ContactBand({ id, children }: { id: string; children: ReactNode }) {
  return <ActionBand id={id} actions={useFrontmatter('home').contactActions}>{children}</ActionBand>;
}
