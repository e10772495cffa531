import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<BankTransfer />`: how to pay the page's offering; the account is its `payment` in courses.yaml. */
export const bankTransferBlock = defineBlock({
  props: z.strictObject({}),
  needs: ['offering'],
});
