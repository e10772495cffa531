import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ActionBand } from '../../parts/ActionBand.tsx';
import { useNamed } from '../../SiteContext.tsx';
import type { ctaBandBlock } from './ctaBand.schema.ts';

/** A closing call to action: MDX copy and the buttons of `actions.<of>`. */
export function CtaBand({ id, of, children }: z.infer<typeof ctaBandBlock.props> & { children: ReactNode }) {
  return <ActionBand id={id} actions={useNamed('actions', of, 'CtaBand')}>{children}</ActionBand>;
}
