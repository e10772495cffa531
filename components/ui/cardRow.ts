/**
 * The layout of a list of like cards that leaves no hole (issue 29): rows that wrap and centre, so
 * a short last row sits in the middle instead of hanging left; as many columns as divide the
 * cards when some do (four cards as two and two, not three and one); and a lone card wide on its
 * own instead of narrow beside empty columns. One card a row on phones, two on tablets, the chosen
 * count from `lg`. A table of cells (`fill`) grows its last row's cells to close the row instead.
 */

export type Columns = 1 | 2 | 3 | 4 | 5;

/**
 * How many columns `count` cards take at most `max` a row: all of them when they fit in one row;
 * else the most that divide them, so every row is full; else the count leaving the fullest last
 * row (five in at most three or four a row: three and two).
 */
export function columnsFor(count: number, max: Columns): Columns {
  if (count <= max) return Math.max(1, count) as Columns;
  const counts = ([2, 3, 4, 5] as const).filter((columns) => columns <= max);
  const dividing = counts.filter((columns) => count % columns === 0);
  if (dividing.length > 0) return dividing.at(-1)!;
  const fill = (columns: number) => (count % columns) / columns;
  return counts.reduce((best, columns) => (fill(columns) >= fill(best) ? columns : best));
}

/** Where the row first shows two cards side by side (`lg`: one a row until the desktop's count). */
export type TwoFrom = 'sm' | 'md' | 'lg';

export interface CardRowOptions {
  count: number;
  /** The most cards a row holds on a desktop. */
  max: Columns;
  /** From which breakpoint two cards sit side by side; `sm` unless a card needs more room. */
  twoFrom?: TwoFrom;
  /** The gap between cards, in Tailwind's spacing steps. */
  gap?: keyof typeof gaps;
  /** Cells of a table, which grow to close a short last row instead of centring in it. */
  fill?: boolean;
}

export interface CardRow {
  /** The cards a full row holds on a desktop. */
  columns: Columns;
  /** Classes of the list. */
  list: string;
  /** Classes of each card (its outermost element, a child of the list). */
  item: string;
}

// Whole class names, so Tailwind finds them in this file.
const gaps = { 0: 'gap-0 [--gap:0px]', 3: 'gap-3 [--gap:0.75rem]', 4: 'gap-4 [--gap:1rem]', 5: 'gap-5 [--gap:1.25rem]', 6: 'gap-6 [--gap:1.5rem]', 8: 'gap-8 [--gap:2rem]' } as const;
const twoColumns = { sm: 'sm:[--cols:2] ', md: 'md:[--cols:2] ', lg: '' } as const;
const desktopColumns = { 1: 'lg:[--cols:1]', 2: 'lg:[--cols:2]', 3: 'lg:[--cols:3]', 4: 'lg:[--cols:4]', 5: 'lg:[--cols:5]' } as const;
/** A card's share of the row: the row less its gaps, divided by the columns. */
const ITEM_WIDTH = 'w-[calc((100%_-_(var(--cols)_-_1)_*_var(--gap))_/_var(--cols))]';
/** How wide a lone card is: a reading width, not the width of a whole desktop row. */
const LONE_WIDTH = 'mx-auto max-w-3xl';

export function cardRow({ count, max, twoFrom = 'sm', gap = 5, fill = false }: CardRowOptions): CardRow {
  const columns = columnsFor(count, max);
  if (columns === 1) return { columns, list: `flex flex-col ${gaps[gap]} ${LONE_WIDTH}`, item: 'w-full' };
  const perRow = `[--cols:1] ${twoColumns[twoFrom]}${desktopColumns[columns]}`;
  return {
    columns,
    list: `flex flex-wrap ${fill ? '' : 'justify-center '}${gaps[gap]} ${perRow}`,
    item: fill ? `${ITEM_WIDTH} grow` : ITEM_WIDTH,
  };
}
