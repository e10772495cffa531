import { z } from 'zod';
import { ofCards } from '../ofLists.ts';
import { defineBlock } from '../defineBlock.ts';

/** `<CardGrid of="goals" columns={2} />`: one named list of the page's `cards`. */
export const cardGridBlock = defineBlock({
  props: z.strictObject({
    /** The list in `cards`. */
    of: z.string().min(1),
    /** The most cards a row holds on wide screens, 3 by default: fewer when fewer divide the cards (components/ui/cardRow.ts). */
    columns: z.literal([2, 3, 4]).optional(),
    /** Numbers each card's `items` as steps. */
    numbered: z.boolean().optional(),
  }),
  needs: ['cards'],
  of: ofCards,
});
