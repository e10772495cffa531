/**
 * What must be on screen for an interaction to count as answered. Plain data, so the same list
 * travels from the catalogue (Node) to the probe in the page (pageProbe.ts); every condition of a step must hold.
 */
export type Condition =
  /** Some element matching the selector has a box and is neither hidden, invisible nor fully transparent. */
  | { visible: string }
  /** The focused element matches the selector. */
  | { focused: string }
  /** The tapped control carries this attribute with this value (`aria-expanded`, `aria-pressed`, `data-copied`). */
  | { targetAttribute: string; value: string }
  /** The element the tapped control names in `aria-controls` is visible (a tab's panel, a dropdown's panel). */
  | { controlsVisible: true }
  /** The tapped `<summary>`'s `<details>` is open and what it discloses is visible. */
  | { detailsOpen: true }
  /**
   * The countdown matching the selector shows the time left by the visitor's clock (to the second, a
   * tick either way), not the build's: its tiles against its `data-target` (Countdown.tsx).
   */
  | { timeLeftShown: string }
  /** The links matching the selector are exactly these hrefs, in this order (search results for the typed text). */
  | { links: string; hrefs: string[] };

/**
 * The bare control a site interaction is read against (referencePage.ts): the same kind of answer
 * with nothing of the site around it.
 */
export type ReferenceKind = 'details' | 'popover' | 'dialog' | 'frame' | 'keystroke';

/** What starts the clock: the tap or key press of the step, or, for what no one triggers, the page's first paint. */
export type Trigger = 'pointerdown' | 'keydown' | 'firstpaint';

/** One measured answer, in the page's clock (milliseconds since navigation start). */
export interface ProbeResult {
  /** When the input reached the page (the event's timestamp, so time spent waiting behind busy code counts, as in INP). */
  start: number;
  /** The paint after the frame in which every condition first held; null when none did within the time allowed. */
  end: number | null;
  /** How long the input waited before the page's first listener ran. */
  inputDelay: number;
  /** Whether the behaviour enhancing the tapped control (`data-behavior`) was live at the input; null for a control no behaviour enhances. */
  behaviorLive: boolean | null;
}

/** How long a step may take before it counts as unanswered: a tap that did nothing. */
export const ANSWER_TIMEOUT_MS = 8000;
