/**
 * Every Lucide icon by the kebab-case name lucide.dev/icons shows (`trending-up`, `a-arrow-down`, `grid-2x2`).
 * Build-time only: it holds the whole set, so islands must import icons by name from 'lucide'.
 */
import { icons, type IconNode } from 'lucide';

/**
 * "ShieldCheck" → "shield-check", "AArrowDown" → "a-arrow-down", "Building2" → "building-2",
 * "Grid2x2Check" → "grid-2x2-check": Lucide makes its Pascal-case names by capitalising each part of the
 * kebab-case one, so a part starts at each capital letter, or at a number.
 */
const kebabOf = (pascal: string) => (pascal.match(/[A-Z][a-z]*|\d[\da-z]*/g) ?? []).join('-').toLowerCase();

/** lucide.dev splits a few numbers digit by digit ("arrow-down-0-1"), which the Pascal-case name ("ArrowDown01") cannot tell apart. */
const withNumbersJoined = (name: string) => name.replace(/(\d)-(?=\d)/g, '$1');

const byName: ReadonlyMap<string, IconNode> = new Map(
  Object.entries(icons).map(([pascal, node]) => [kebabOf(pascal), node]),
);

/** The icon lucide.dev shows under `name`, or undefined when Lucide has none by that name. */
export function lucideIcon(name: string): IconNode | undefined {
  return byName.get(withNumbersJoined(name));
}

/** Every name `lucideIcon` knows (for suggestions); the digit-by-digit ones are written joined. */
export const lucideIconNames: readonly string[] = [...byName.keys()];
