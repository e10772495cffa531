import { countOf } from '../../lib/countOf.ts';
import { useSite } from '../SiteContext.tsx';

/** A number in prose counted from a list on the page (`<Count of="exercises" />`), so copy and list never disagree. */
export function Count({ of }: { of: string }) {
  const { content } = useSite();
  const count = content && countOf(content.frontmatter, of);
  if (count === undefined) throw new Error(`${content?.file ?? 'This page'}: <Count of="${of}"> counts nothing; expected curriculum, exercises, instructors or a card list of this page`);
  return <>{count}</>;
}
