/**
 * What a share card shows, as the engine draws it (ShareCard.tsx): the site's brand in its top row,
 * the page's heading, and either a few facts or the page's description. A site says what each page's
 * card shows (its definition's `shareCard`); the text is final, so it is the card's cache key.
 */
export interface CardFact {
  label: string;
  value: string;
  /** Shown in the accent colour: the price. */
  accent?: boolean;
}

/** What every card of a site shows in its top row: drawn once, in the backdrop. */
export interface CardBrand {
  siteName: string;
  logoMark: string;
  /** The site's address without its scheme, e.g. "example.com". */
  host: string;
}

/**
 * A picture drawn beside the heading, taken from the page's own visual, so a shared link is
 * recognised by more than its words. Sizes are in a 0–100 space.
 */
export type CardMotif =
  /** A price chart, a candle each. */
  | { kind: 'candles'; candles: { open: number; close: number; high: number; low: number }[] }
  /** A bar chart, a bar each, as tall as its value. */
  | { kind: 'bars'; bars: number[] }
  /** Named steps from the first to the last, e.g. a system's blocks or a workflow. */
  | { kind: 'flow'; steps: string[] }
  /** A ticket: its big day, a line above (the month) and one below (the weekday and time). */
  | { kind: 'ticket'; above: string; day: string; below: string };

export interface ShareCardFacts extends CardBrand {
  /** The title up to its first " – ", without the site's name (the card shows it already). */
  heading: string;
  /** The rest of the title, after the dash. */
  subheading?: string;
  /** The page's description, shown on cards without facts. */
  description?: string;
  /** Start, price and place of a course, bootcamp or event. */
  facts: CardFact[];
  /** The page's picture, beside the heading. */
  motif?: CardMotif;
}
