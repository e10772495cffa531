import { z } from 'zod';
import { defineBlock } from '../defineBlock.ts';

/** `<Packages />` takes no props. */
export const packagesProps = z.strictObject({});

/** `<Packages />`: the course's `packages` (if any) and the full course at its price. */
export const packagesBlock = defineBlock({
  props: packagesProps,
  kinds: ['course'],
  needs: ['offering'],
});
