import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ActionBand } from '../../parts/ActionBand.tsx';
import { useFrontmatter } from '../../SiteContext.tsx';
import type { contactBandBlock } from './contactBand.schema.ts';

/** The home page's closing call to action: MDX copy and the page's contact buttons. */
export function ContactBand({ id, children }: z.infer<typeof contactBandBlock.props> & { children: ReactNode }) {
  return <ActionBand id={id} actions={useFrontmatter('home').contactActions}>{children}</ActionBand>;
}
