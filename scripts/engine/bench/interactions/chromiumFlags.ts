/**
 * Chromium for the interaction bench, with the flags STACK.md gives for this machine. Every host but
 * the local server fails to resolve at once, so a form or video frame a tap opens never waits on a network that is not there.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
