/**
 * `npm run screenshots -- [/route,/other] [--out DIR]`: full-page screenshots of the built site at
 * 390 px and 1440 px, and a contact sheet per route putting the two side by side, into
 * screenshots/ (git-ignored) or DIR, for looking at pages as a visitor would. Every built route
 * when none is named. Prints each page's scroll width, which must equal the viewport (no
 * horizontal overflow).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium } from '../testing/browser/findChromium.ts';
import { distDir, projectRoot } from '../engine/core/paths.ts';
import { fileNameOf, listRoutes } from '../engine/review/changedPages.ts';
import { writeContactSheet } from '../engine/review/contactSheet.ts';
import { startStaticServer } from '../serve.ts';

const WIDTHS = [{ width: 390, drawnAt: 390 }, { width: 1440, drawnAt: 720 }];

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const clientDir = path.join(distDir, 'client');
const routes = positionals[0]?.split(',') ?? listRoutes(clientDir);
const outDir = path.resolve(values.out ?? path.join(projectRoot, 'screenshots'));
mkdirSync(outDir, { recursive: true });

const server = await startStaticServer({ root: clientDir, port: 0 });
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const route of routes) {
    const name = fileNameOf(route);
    for (const { width } of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      page.on('console', (message) => message.type() === 'error' && console.log(`  console error on ${route}: ${message.text()}`));
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`${name}-${width}.png  scroll width ${scrollWidth}${scrollWidth > width ? '  OVERFLOW' : ''}`);
      await page.close();
    }
    await writeContactSheet({
      title: route,
      rows: [WIDTHS.map(({ width, drawnAt }) => ({ image: path.join(outDir, `${name}-${width}.png`), caption: `${width} px`, width: drawnAt }))],
      out: path.join(outDir, `${name}.sheet.png`),
    });
  }
  console.log(`Screenshots and contact sheets in ${path.relative(process.cwd(), outDir) || '.'}`);
} finally {
  await browser.close();
  await server.close();
}
