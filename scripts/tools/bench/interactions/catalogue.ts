/**
 * Every kind of interactive control the site has (spec: shared navigation, home, exercises, guide,
 * events), as steps to perform on a freshly loaded page and what a visitor sees when each is answered.
 * Controls are found by the attributes their components and behaviours already key on, so a page
 * that gains or loses a control is picked up from the build, not from a list of routes.
 */
import type { Condition, ReferenceKind, Trigger } from './conditions.ts';
import { COUNTDOWN_FIRST_TICK_BUDGET, FIRST_RESULTS_BUDGET, KEYSTROKE_RESULTS_BUDGET, type Budget } from './stats.ts';

/** Lighthouse's mobile screen (Moto G Power) and a laptop wide enough for the desktop menu (`xl`, 1280 px). */
export const VIEWPORTS = {
  phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface Step {
  /** Row of the results this step's time goes to; a step without one only prepares the next (opens a menu first). */
  record?: string;
  /** Tap the first visible element matching this selector (scrolled into view first if it is below the screen). */
  tap?: string;
  /** Press this key in whatever has focus. */
  key?: string;
  /** Nothing is pressed: the clock runs from the page's first paint (what the page does by itself); only as an interaction's first step. */
  fromFirstPaint?: true;
  /** Scrolled into view at DOMContentLoaded, for what only wakes when seen. */
  reveal?: string;
  answer: Condition[];
  /** The recorded time's budget when it is not a tap's (TAP_BUDGET). */
  budget?: Budget;
  /** For a recorded tap or key: the bare control its time is read against. */
  reference?: ReferenceKind;
}

export interface Interaction {
  /** Pages holding an element that matches this selector are where the interaction is measured. */
  foundBy: string;
  /** Measure on every such page (tabs differ by page); otherwise on the first, `/` before the rest. */
  everyRoute?: boolean;
  viewport: ViewportName;
  steps: Step[];
}

const SEARCH_BUTTON = 'header button[aria-haspopup="dialog"]';
const SEARCH_OPEN: Condition[] = [{ visible: 'dialog[open]' }, { focused: 'dialog[open] input' }];
const SEARCH_RESULTS = 'dialog[open] li a[href]';
const MOBILE_MENU = '[data-mobile-menu] > summary';
const LANDING_MENU = '[data-landing-menu] > summary';
const expanded: Condition = { targetAttribute: 'aria-expanded', value: 'true' };

/** One key press of a search query: the results for the text typed so far, computed from the site's own search. */
export interface SearchKeystroke {
  key: string;
  hrefs: string[];
}

/** Every interaction, the search query's keystrokes given (see searchKeystrokes.ts). */
export function listInteractions(keystrokes: SearchKeystroke[]): Interaction[] {
  const [first, ...later] = keystrokes;
  return [
    { foundBy: SEARCH_BUTTON, viewport: 'phone', steps: [{ record: 'search: open', tap: SEARCH_BUTTON, answer: SEARCH_OPEN, reference: 'dialog' }] },
    {
      foundBy: SEARCH_BUTTON,
      viewport: 'phone',
      steps: [
        { tap: SEARCH_BUTTON, answer: SEARCH_OPEN },
        ...(first ? [{ record: 'search: first keystroke → first results', key: first.key, answer: [{ links: SEARCH_RESULTS, hrefs: first.hrefs }], budget: FIRST_RESULTS_BUDGET, reference: 'keystroke' as const }] : []),
        ...later.map((stroke) => ({ record: 'search: each later keystroke', key: stroke.key, answer: [{ links: SEARCH_RESULTS, hrefs: stroke.hrefs }], budget: KEYSTROKE_RESULTS_BUDGET, reference: 'keystroke' as const })),
      ],
    },
    {
      foundBy: 'a[data-register]',
      viewport: 'phone',
      steps: [{ record: 'register dialog: open', tap: 'a[data-register]', answer: [{ visible: 'dialog[open]' }, { focused: 'dialog[open] [data-close]' }], reference: 'dialog' }],
    },
    {
      foundBy: MOBILE_MENU,
      viewport: 'phone',
      steps: [{ record: 'mobile menu: open', tap: MOBILE_MENU, answer: [expanded, { visible: '[data-mobile-menu][open] nav' }], reference: 'details' }],
    },
    {
      foundBy: '[data-mobile-menu] [data-section-toggle]',
      viewport: 'phone',
      steps: [
        { tap: MOBILE_MENU, answer: [{ visible: '[data-mobile-menu][open] nav' }] },
        { record: 'mobile menu: expand a section', tap: '[data-mobile-menu] [data-section-toggle]', answer: [expanded, { detailsOpen: true }], reference: 'details' },
      ],
    },
    {
      foundBy: '[data-dropdown-toggle]',
      viewport: 'desktop',
      steps: [{ record: 'desktop dropdown: open', tap: '[data-dropdown-toggle]', answer: [expanded, { controlsVisible: true }], reference: 'popover' }],
    },
    {
      foundBy: '[role="tablist"] > [role="tab"] + [role="tab"]',
      everyRoute: true,
      viewport: 'phone',
      steps: [{
        record: 'tabs: switch',
        tap: '[role="tablist"] > [role="tab"][aria-selected="false"]',
        answer: [{ targetAttribute: 'aria-selected', value: 'true' }, { controlsVisible: true }],
        reference: 'popover',
      }],
    },
    {
      foundBy: '[data-exercise] details > summary',
      viewport: 'phone',
      steps: [{ record: 'exercise card: open', tap: '[data-exercise] details > summary', answer: [{ detailsOpen: true }], reference: 'details' }],
    },
    {
      foundBy: '[data-exercise] [data-complete]',
      viewport: 'phone',
      steps: [{ record: 'exercise card: mark done', tap: '[data-exercise] [data-complete]', answer: [{ targetAttribute: 'aria-pressed', value: 'true' }], reference: 'popover' }],
    },
    {
      foundBy: '[data-behavior="copy"]',
      viewport: 'phone',
      steps: [{ record: 'copy button: copied shown', tap: '[data-behavior="copy"]', answer: [{ targetAttribute: 'data-copied', value: '' }], reference: 'popover' }],
    },
    {
      foundBy: '[data-behavior="replay"] a[data-embed]',
      viewport: 'phone',
      steps: [{ record: 'replay: player shown', tap: '[data-behavior="replay"] a[data-embed]', answer: [{ visible: '[data-behavior="replay"] iframe' }], reference: 'frame' }],
    },
    {
      foundBy: 'details[name="home-faq"] > summary',
      viewport: 'phone',
      steps: [{ record: 'FAQ: open an answer', tap: 'details[name="home-faq"] > summary', answer: [{ detailsOpen: true }], reference: 'details' }],
    },
    {
      foundBy: LANDING_MENU,
      viewport: 'phone',
      steps: [{ record: 'landing menu: open', tap: LANDING_MENU, answer: [expanded, { detailsOpen: true }], reference: 'details' }],
    },
    {
      foundBy: '[data-landing-menu] [data-landing-register]',
      viewport: 'phone',
      steps: [
        { tap: LANDING_MENU, answer: [{ detailsOpen: true }] },
        { record: 'landing menu: register', tap: '[data-landing-menu] [data-landing-register]', answer: [{ visible: 'dialog[open]' }], reference: 'dialog' },
      ],
    },
    {
      foundBy: '[data-behavior="countdown"]',
      viewport: 'phone',
      steps: [{
        record: "countdown: the visitor's time left shown (from the first paint)",
        fromFirstPaint: true,
        reveal: '[data-behavior="countdown"]',
        answer: [{ timeLeftShown: '[data-behavior="countdown"]' }],
        budget: COUNTDOWN_FIRST_TICK_BUDGET,
      }],
    },
  ];
}

/** What starts a step's clock. */
export function triggerOf(step: Step): Trigger {
  if (step.fromFirstPaint) return 'firstpaint';
  return step.key === undefined ? 'pointerdown' : 'keydown';
}

/** Whether an interaction has a recorded step whose name contains `only` (all do when it is undefined). */
export function matchesOnly(interaction: Interaction, only: string | undefined): boolean {
  if (only === undefined) return true;
  const wanted = only.toLowerCase();
  return interaction.steps.some((step) => step.record?.toLowerCase().includes(wanted));
}
