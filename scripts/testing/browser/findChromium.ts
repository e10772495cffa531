/**
 * Finds a Chromium for the browser tests. A machine without one must fail the
 * run with instructions, never skip the tests and report green.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where Debian, Ubuntu and Google's packages put the browser. */
const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Where Debian's chromium-headless-shell puts Chromium's engine without the browser around it. */
const SYSTEM_HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/** Five minutes: Playwright's download is about 170 MB. */
const INSTALL_TIMEOUT_MS = 5 * 60 * 1000;

function findPlaywrightChromium(): string | undefined {
  try {
    const executable = chromium.executablePath();
    return existsSync(executable) ? executable : undefined;
  } catch {
    // playwright-core throws on platforms it has no build for; that is "not found", not a crash.
    return undefined;
  }
}

function installPlaywrightChromium(): void {
  console.warn('No Chromium found on this machine; trying `npx playwright-core install chromium`…');
  const result = spawnSync('npx', ['playwright-core', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: INSTALL_TIMEOUT_MS,
  });
  if (result.error) console.warn(`The download did not run: ${result.error.message}`);
  else if (result.status !== 0) console.warn(`The download exited with status ${String(result.status)}.`);
}

/**
 * Returns the path of a Chromium executable: CHROMIUM_PATH if set, else a
 * system browser, else Playwright's own download (fetched once if missing).
 * Throws with install instructions when there is none.
 */
export async function findChromium(): Promise<string> {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnvironment}, but no file exists there.`);
    }
    return fromEnvironment;
  }

  const system = SYSTEM_CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  if (system) return system;

  const downloaded = findPlaywrightChromium();
  if (downloaded) return downloaded;

  installPlaywrightChromium();
  const installed = findPlaywrightChromium();
  if (installed) return installed;

  throw new Error(
    [
      'No Chromium was found, so the browser tests cannot run.',
      `Looked at CHROMIUM_PATH, ${SYSTEM_CHROMIUM_PATHS.join(', ')} and Playwright's download (${chromium.executablePath()}).`,
      'Install one: `apt-get install -y chromium` (Debian/Ubuntu),',
      'or set CHROMIUM_PATH to the executable of a Chromium or Chrome you already have.',
    ].join('\n'),
  );
}

/**
 * The browser tests' Chromium: the headless shell (CHROMIUM_HEADLESS_SHELL_PATH if set, else Debian's
 * `apt-get install -y chromium-headless-shell`), else findChromium's. The shell is the same engine
 * without the browser's windowing and UI processes: the browser tests took half the CPU time in it
 * (148 against 271 s for four files). What they check of the layout holds in it as in Chrome with
 * `--font-render-hinting=none` (chromiumArgs.ts).
 */
export async function findBrowserTestChromium(): Promise<string> {
  const fromEnvironment = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH is set to ${fromEnvironment}, but no file exists there.`);
    return fromEnvironment;
  }
  // CHROMIUM_PATH names the browser to test with: it wins over a system shell.
  if (process.env.CHROMIUM_PATH) return findChromium();
  return SYSTEM_HEADLESS_SHELL_PATHS.find((candidate) => existsSync(candidate)) ?? findChromium();
}
