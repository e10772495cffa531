/**
 * The pages are HTML first: without JavaScript the home page still shows its content and
 * its menus still open; the JavaScript that does ship carries no page copy and stays small.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Browser } from 'playwright-core';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVnd } from '../lib/formatVnd.ts';
import { launchBrowser, MOBILE, openPage } from '../scripts/testing/browser/browser.ts';
import { readHomePage, readSiteData } from '../scripts/testing/content.ts';
import { isReactCode, listBuiltScripts, recordScripts } from '../scripts/testing/browser/scripts.ts';
import { dropdownPanel, dropdownToggle, hamburger, hasFocus, isDropdown, mobileMenu, mobileSection, tabTo } from '../scripts/testing/browser/shell.ts';

const home = readHomePage();
const { labels, site, nav, courses } = readSiteData();
const dropdowns = nav.main.filter(isDropdown);
/** The home page's first screen may cost at most this much JavaScript, gzipped. */
const JS_BUDGET_BYTES = 15 * 1024;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The MDX body parsed to its syntax tree (never matched with regular expressions). */
function parseMdx(mdx: string): Root {
  return unified().use(remarkParse).use(remarkMdx).parse(mdx);
}

function firstHeadingText(mdx: string, depth: number): string {
  let text: string | undefined;
  visit(parseMdx(mdx), 'heading', (node) => {
    if (text === undefined && node.depth === depth) text = toString(node);
  });
  if (text === undefined) throw new Error(`no heading of depth ${depth} in the MDX`);
  return text;
}

/** Whole sentences of the home page's copy: body paragraphs and frontmatter prose. */
function homeProse(): string[] {
  const paragraphs: string[] = [];
  visit(parseMdx(home.body), 'paragraph', (node) => {
    paragraphs.push(toString(node));
  });
  const { frontmatter } = home;
  return [
    frontmatter.description,
    ...paragraphs,
    ...frontmatter.faq.map((item) => item.answer),
    ...frontmatter.benefits.map((benefit) => benefit.description),
    ...frontmatter.testimonials.map((testimonial) => testimonial.content),
  ].filter((text) => text.length >= 40);
}

/** A string as a JavaScript or JSON source may spell it with its non-ASCII letters escaped. */
function escapeNonAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Each case opens a page of its own, so they load side by side, this suite's and the next one's
// together; five at once share the machine, so each is given twice the time it would have alone.
describe.concurrent('the home page without JavaScript', { timeout: 60_000 }, () => {
  it('shows its headline, every FAQ question, the course price and the footer', async ({ expect }) => {
    const { page, close } = await openPage(browser, '/', { javaScriptEnabled: false });
    try {
      const h1 = page.locator('h1');
      expect(await h1.isVisible()).toBe(true);
      expect((await h1.innerText()).replace(/\s+/g, ' ').trim()).toBe(firstHeadingText(home.body, 1));

      const questions = page.locator('#faq summary');
      expect((await questions.allInnerTexts()).map((text) => text.trim())).toEqual(home.frontmatter.faq.map((item) => item.question));
      for (const question of await questions.all()) expect(await question.isVisible()).toBe(true);

      const course = courses[home.frontmatter.featuredCourse];
      if (course?.price === undefined) throw new Error(`featuredCourse ${home.frontmatter.featuredCourse} has no price in courses.yaml`);
      const price = page.locator('#courses').getByText(formatVnd(course.price), { exact: true });
      expect(await price.isVisible()).toBe(true);

      const footer = page.locator('footer');
      expect(await footer.isVisible()).toBe(true);
      expect(await footer.innerText()).toContain(`© ${site.copyrightYear}`);
    } finally {
      await close();
    }
  });

  it('opens each desktop dropdown while keyboard focus is inside it', async ({ expect }) => {
    const { page, close } = await openPage(browser, '/', { javaScriptEnabled: false });
    try {
      for (const dropdown of dropdowns) {
        const toggle = dropdownToggle(page, dropdown.label);
        const links = (await dropdownPanel(page, dropdown.label)).locator('a');
        expect(await links.count()).toBe(dropdown.items.length);
        expect(await links.first().isVisible()).toBe(false);

        await tabTo(page, toggle);
        for (const link of await links.all()) expect(await link.isVisible()).toBe(true);

        // Focus moves through the panel's links, keeping it open, and leaving the last one closes it.
        for (const link of await links.all()) {
          await page.keyboard.press('Tab');
          expect(await hasFocus(link)).toBe(true);
          expect(await link.isVisible()).toBe(true);
        }
        await page.keyboard.press('Tab');
        await expect.poll(() => links.first().isVisible()).toBe(false);
      }
    } finally {
      await close();
    }
  });

  it('opens the mobile menu and its sections', async ({ expect }) => {
    const { page, close } = await openPage(browser, '/', { ...MOBILE, javaScriptEnabled: false });
    try {
      const menuLinks = mobileMenu(page).locator(':scope > div a');
      expect(await menuLinks.first().isVisible()).toBe(false);

      await hamburger(page, labels).click();
      const plainLinks = nav.main.flatMap((item) => ('href' in item ? [item.label] : []));
      for (const label of plainLinks) {
        expect(await mobileMenu(page).getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      }

      const [dropdown] = dropdowns;
      if (!dropdown) throw new Error('nav.yaml has no dropdown');
      const { toggle, links } = mobileSection(page, dropdown.label);
      expect(await links.first().isVisible()).toBe(false);
      await toggle.click();
      expect(await links.allInnerTexts()).toEqual(dropdown.items.map((item) => item.label));
      for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});

describe.concurrent('the JavaScript the site ships', { timeout: 60_000 }, () => {
  it('contains none of the home page copy', async ({ expect }) => {
    const prose = homeProse();
    const scripts = listBuiltScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(prose.length).toBeGreaterThanOrEqual(10);

    // The sentences are real page copy: the pre-rendered page shows every one of them.
    const { page, close } = await openPage(browser, '/', { javaScriptEnabled: false });
    try {
      const text = await page.evaluate(() => {
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        return `${description} ${document.body.textContent ?? ''}`.replace(/\s+/g, ' ');
      });
      for (const sentence of prose) expect(text, 'sentence missing from the page').toContain(sentence);
    } finally {
      await close();
    }

    for (const file of scripts) {
      const source = readFileSync(file, 'utf8');
      for (const sentence of prose) {
        expect(source.includes(sentence) || source.includes(escapeNonAscii(sentence)), `${file} contains "${sentence}"`).toBe(false);
      }
    }
  });

  it('costs the home page at most 15 KB gzipped before any interaction, without React', async ({ expect }) => {
    let scripts: ReturnType<typeof recordScripts> | undefined;
    const { page, close } = await openPage(browser, '/', { beforeNavigation: (p) => { scripts = recordScripts(p); } });
    try {
      await page.waitForLoadState('networkidle');
      const loaded = (await scripts?.loaded()) ?? [];
      expect(loaded.length).toBeGreaterThan(0);
      const gzipped = loaded.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
      expect(gzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(loaded.filter((script) => isReactCode(script.body.toString('utf8'))).map((script) => script.url)).toEqual([]);
      // The check above can only fail if the build has a React chunk to recognise.
      expect(listBuiltScripts().some((file) => isReactCode(readFileSync(file, 'utf8')))).toBe(true);
    } finally {
      await close();
    }
  });
});
