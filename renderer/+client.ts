// https://vike.dev/client
// The only script every page loads: the shell's small behaviours (search and register dialogs answer
// the first tap from here) and the island scheduler.
// React and each island's code are separate chunks, fetched only when an island needs them.
import { scheduleIslands } from './islands/scheduleIslands.ts';
import { enhanceDialogDismissal } from './shell/dismissDialogs.ts';
import { replayEarlyTaps } from './shell/earlyTaps.ts';
import { enhanceDropdowns } from './shell/dropdowns.ts';
import { enhanceHashLinks } from './shell/hashLinks.ts';
import { enhanceImageFallbacks } from './shell/imageFallbacks.ts';
import { applyPageClock } from './shell/pageClock.ts';
import { enhanceMobileMenu } from './shell/mobileMenu.ts';
import { logNotFound } from './shell/notFound.ts';
import { enhanceRegisterBar } from './shell/registerBar.ts';
import { enhanceRegisterDialogs } from './shell/registerDialog.ts';
import { enhanceSearchDialog } from './shell/searchDialog.ts';

document.documentElement.classList.add('js');
// First: what depends on the date is right before anything else reads the page.
applyPageClock();
enhanceDropdowns();
enhanceMobileMenu();
enhanceRegisterDialogs();
enhanceSearchDialog();
enhanceDialogDismissal();
enhanceRegisterBar();
enhanceHashLinks();
enhanceImageFallbacks();
logNotFound();
scheduleIslands();
// Last: the taps it gives again find every listener in place.
replayEarlyTaps();
