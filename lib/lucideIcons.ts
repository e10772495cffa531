/**
 * Every Lucide icon by the kebab-case name lucide.dev/icons shows (`trending-up`, `shield-check`).
 * Build-time only: it holds the whole set, so islands must import icons by name from 'lucide'.
 */
import { icons, type IconNode } from 'lucide';

/** "ShieldCheck" → "shield-check", "Building2" → "building-2". */
const kebabOf = (pascal: string) =>
  pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();

export const lucideIcons: ReadonlyMap<string, IconNode> = new Map(
  Object.entries(icons).map(([pascal, node]) => [kebabOf(pascal), node]),
);

export const lucideIconNames: readonly string[] = [...lucideIcons.keys()];
