/**
 * Chromium for the interaction bench: the browser tests' flags (STACK.md), and every host but the
 * local server failing to resolve at once, so a form or video frame a tap opens never waits on a
 * network that is not there.
 */
import { CHROMIUM_ARGS } from '../../../testing/browser/chromiumArgs.ts';

export const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
