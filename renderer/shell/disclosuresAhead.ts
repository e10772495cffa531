/**
 * The page's closed disclosures (the menus, FAQ answers, curriculum sessions, exercise cards: every
 * <details>) laid out in idle moments, so the tap that opens one does not wait for its layout
 * (components/ui/layOutAhead.ts). Each is opened and closed within one task; the `toggle` the
 * browser then sends changes nothing, as every listener to it reads `open` (mobileMenu.ts,
 * landingNav.behavior.ts, exerciseBoard.behavior.ts).
 */
import { layOutAhead } from '../../components/ui/layOutAhead.ts';

export function layOutDisclosuresAhead(): void {
  layOutAhead([...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')]);
}
