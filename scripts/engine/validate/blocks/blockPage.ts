/** What the block checks read of a page. */
import type { PageUnderCheck } from '../underCheck.ts';

export type BlockPage = Pick<PageUnderCheck, 'file' | 'kind' | 'frontmatter' | 'yaml' | 'outline' | 'source'>;
