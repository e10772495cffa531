import { z } from 'zod';
import { defineBlock, slugId } from '../defineBlock.ts';

/** `<Section id="lo-trinh" eyebrow="…" tone="muted">`: a page section; its first heading is its title. */
export const sectionBlock = defineBlock({
  props: z.strictObject({
    /** The section's anchor, for links to `#id`. */
    id: slugId,
    /** The small line above the title. */
    eyebrow: z.string().min(1).optional(),
    /** `muted` on a light grey background; `plain` by default. */
    tone: z.enum(['plain', 'muted']).optional(),
  }),
  ids: ({ id }) => [id],
});
