/** A page of prose only, laid out by its MDX. */
import { z } from 'zod';
import { baseSchema } from './base.ts';

export const pagePageSchema = baseSchema.extend({ type: z.literal('page') });
