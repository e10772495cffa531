/**
 * Lighthouse's mobile throttling (a mid-range phone on slow 4G), applied through the DevTools protocol
 * as Lighthouse's own "devtools" method does: CPU four times slower, 150 ms of latency, 1.6 Mbit/s down, 750 Kbit/s up.
 */
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  /** 1.6 Mbit/s in bytes per second. */
  downloadBytesPerSecond: 204_800,
  /** 750 Kbit/s in bytes per second. */
  uploadBytesPerSecond: 96_000,
} as const;

/** The one method a DevTools session needs here; Playwright's CDPSession and Puppeteer's both have it. */
interface DevToolsSession {
  send(method: 'Network.enable' | 'Network.clearBrowserCache' | 'Network.emulateNetworkConditions' | 'Emulation.setCPUThrottlingRate', params?: object): Promise<unknown>;
}

/** Throttles the page behind `session` and empties the browser's cache, so every run loads as a first visit. */
export async function throttleLikeAPhone(session: DevToolsSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.clearBrowserCache');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
}
