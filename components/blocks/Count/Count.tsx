import type { z } from 'zod';
import { countOf } from '../../../lib/countOf.ts';
import { useSite } from '../../SiteContext.tsx';
import type { countBlock } from './count.schema.ts';

/** A number in prose counted from a list on the page (`<Count of="exercises" />`), so copy and list never disagree. */
export function Count({ of }: z.infer<typeof countBlock.props>) {
  const { content } = useSite();
  const count = content && countOf(content.frontmatter, of);
  if (count === undefined) throw new Error(`${content?.file ?? 'This page'}: <Count of="${of}"> counts nothing; expected curriculum, exercises, instructors or a card list of this page`);
  return <>{count}</>;
}
