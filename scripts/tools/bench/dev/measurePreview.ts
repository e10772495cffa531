/**
 * `npm run bench -- --dev`: the writer's preview of this site, in a scratch copy of the project.
 *
 * 1. Starts `npm run dev` four times, each timed (wall and CPU) to the first page served (devServer.ts): the first
 *    with the build's cache empty, the next three as a writer's usual start.
 * 2. With the last one running, opens /gioi-thieu in Chromium and, once Vite's client has connected,
 *    five times appends a new word to the end of content/gioi-thieu.mdx and times the save to the word
 *    shown in the open page (Vite's HMR, or a reload it triggers).
 * 3. Breaks that page's MDX (a tag left open): the open page must show the content error page, and
 *    /giang-vien, opened meanwhile, its heading and neither that page nor Vite's overlay.
 * Then prints the figures against their bounds (previewReport.ts).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../testing/browser/chromiumArgs.ts';
import { findChromium } from '../../../testing/browser/findChromium.ts';
import { makeScratchProject, scriptEnv } from '../scratchProject.ts';
import { startDevServer, type DevServer } from './devServer.ts';
import { formatPreviewReport, type Start } from './previewReport.ts';

/** The page edited, and the page that must keep working while it is broken. */
const EDITED = 'gioi-thieu';
const OTHER = 'giang-vien';
const WARM_STARTS = 3;
const EDITS = 5;
/** How long an edit or the error page may take before it counts as never shown. */
const SHOW_TIMEOUT_MS = 30_000;
/**
 * After Vite's client connects, how long to watch for an overlay: the server sends an error it holds
 * to each new page right after its `connected` message, so a second is ample even on a loaded machine.
 */
const OVERLAY_GRACE_MS = 1000;
/** The list of errors on the dev server's content error page (engine/render/devPages.ts). */
const CONTENT_ERRORS = '#content-errors';

export async function measurePreview(): Promise<void> {
  const scratch = makeScratchProject('site-dev-bench-');
  const servers: DevServer[] = [];
  let browser: Browser | undefined;
  const cleanUp = async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    // A stopped dev server's last cache writes can still land while the folder goes: try again then,
    // and on a loaded machine leave what is left rather than lose the figures printed.
    try {
      rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    } catch (error) {
      console.warn(`The scratch copy ${scratch} could not be removed (${String(error)}): remove it by hand.`);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  // The scratch copy links the project's node_modules, where the build's cache lives by default: a cache of its own, empty at first.
  const env = { ...scriptEnv(), SITE_CACHE_DIR: path.join(scratch, '.cache', 'site') };
  console.log(`The preview of this site: npm run dev in a scratch copy, Node ${process.versions.node}.\n`);
  try {
    const starts: Start[] = [];
    for (let start = 0; start <= WARM_STARTS; start++) {
      const server = await startDevServer(scratch, env);
      servers.push(server);
      starts.push({ wallMs: server.firstPageMs, cpuSeconds: server.firstPageCpuSeconds });
      console.log(`  start ${start + 1}${start === 0 ? ' (empty cache)' : ''}: first page in ${(server.firstPageMs / 1000).toFixed(2)} s, ${server.firstPageCpuSeconds.toFixed(1)} s of CPU, at ${server.url}`);
      if (start < WARM_STARTS) {
        await server.stop();
        servers.pop();
      }
    }
    const [server] = servers;
    if (!server) throw new Error('no dev server running');
    browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
    const file = path.join(scratch, 'content', `${EDITED}.mdx`);
    const original = readFileSync(file, 'utf8');

    const { page, status } = await openConnected(browser, `${server.url}/${EDITED}`);
    if (status !== 200) throw new Error(`/${EDITED} answered ${status} before any edit`);
    const editsMs: number[] = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      const word = `thudo${Date.now().toString(36)}x${edit}`;
      const saved = performance.now();
      writeFileSync(file, `${original.trimEnd()}\n\nMột từ mới: ${word}.\n`);
      await page.waitForFunction((shown) => document.body.textContent.includes(shown), word, { polling: 'raf', timeout: SHOW_TIMEOUT_MS });
      editsMs.push(performance.now() - saved);
      console.log(`  edit ${edit}: shown in ${Math.round(editsMs.at(-1) ?? 0)} ms`);
    }

    // A block's tag left open: MDX cannot compile the page.
    writeFileSync(file, `${original.trimEnd()}\n\n<Section id="chua-dong">\n\nMột khối chưa đóng.\n`);
    const errorPageShown = await page.locator(CONTENT_ERRORS).waitFor({ state: 'attached', timeout: SHOW_TIMEOUT_MS }).then(() => true, () => false);
    const other = await openConnected(browser, `${server.url}/${OTHER}`);
    await other.page.waitForTimeout(OVERLAY_GRACE_MS);
    const otherPageProblem = await pageProblem(other);
    writeFileSync(file, original);

    console.log(`\n${formatPreviewReport({ coldStart: starts[0] ?? { wallMs: Number.NaN, cpuSeconds: Number.NaN }, warmStarts: starts.slice(1), editsMs, errorPageShown, otherPageProblem })}`);
  } finally {
    await cleanUp();
  }
}

/**
 * A page of the dev server, loaded, with the HTTP status it answered and its Vite client connected
 * (so it receives HMR from now on; a page whose client never connects is returned as it is).
 */
async function openConnected(browser: Browser, url: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await browser.newPage();
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: SHOW_TIMEOUT_MS }).catch(() => undefined);
  const response = await page.goto(url, { timeout: SHOW_TIMEOUT_MS });
  await connected;
  return { page, status: response?.status() };
}

/** What keeps a page from working as a visitor sees it (its status, an error shown, no heading), or undefined. */
async function pageProblem({ page, status }: { page: Page; status: number | undefined }): Promise<string | undefined> {
  if (status !== 200) return `it answered ${status}`;
  if ((await page.locator('vite-error-overlay').count()) > 0) return "it shows Vite's error overlay";
  if ((await page.locator(CONTENT_ERRORS).count()) > 0) return 'it shows the content error page';
  if (!(await page.locator('main h1').first().isVisible())) return 'it shows no heading';
  return undefined;
}
