import type { Located } from '../parse/outline/located.ts';

/** Where an id a page carries comes from, to say where a duplicate or a linked id is written. */
export interface PageIdSource {
  /** The ids it puts on the page (a `<Tab>` puts two). */
  ids: string[];
  at: Located;
  field?: string;
  /** How a writer finds it: `<Section>`, `tiêu đề "FAQ"`, `bài tập`. */
  label: string;
  /** Whether the writer typed the id as it is (an `id` prop), rather than it being made from something else. */
  typed: boolean;
}
