/**
 * `npm run screenshots -- [/route,/other]`: full-page screenshots of the built site at
 * 390 px and 1440 px into screenshots/ (git-ignored), for looking at pages as a visitor would.
 * Prints each page's scroll width, which must equal the viewport (no horizontal overflow).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../e2e/support/findChromium.ts';
import { distDir, projectRoot } from './engine/core/paths.ts';
import { startStaticServer } from './serve.ts';

const routes = (process.argv[2] ?? '/').split(',');
const outDir = path.join(projectRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startStaticServer({ root: path.join(distDir, 'client'), port: 0 });
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const route of routes) {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('console', (message) => message.type() === 'error' && console.log(`  console error on ${route}: ${message.text()}`));
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`${name}  scroll width ${scrollWidth}${scrollWidth > width ? '  OVERFLOW' : ''}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
