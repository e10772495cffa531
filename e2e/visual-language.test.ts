/**
 * One visual language: on every page, each icon is a drawn Lucide SVG and no icon slot, badge or
 * heading uses an emoji in its place (card icons, benefit tiles, stat tiles, an event hero's fact
 * chips); and every person (instructor, speaker, guest, quoted student) has one avatar style,
 * a photo from the build's picture pipeline or the drawn portrait, with the emoji or initials only
 * beneath a photo, for when it fails to load.
 */
import { describe, expect, it } from 'vitest';
import { initialsOf } from '../lib/initialsOf.ts';
import { withOpenPage } from '../scripts/testing/browser/browser.ts';
import { sharedPagesForThisFile } from '../scripts/testing/browser/sharedPages.ts';
import { listContentPages, readSiteData } from '../scripts/testing/content.ts';

const published = listContentPages().filter((page) => page.status === 'published');
const routes = published.map((page) => page.route);
const emoji = /\p{Extended_Pictographic}/u;

/** Everyone the content names: instructors, every event's speakers and guests, the home page's quoted students. */
const people = [...new Set([
  ...Object.values(readSiteData().instructors).map((instructor) => instructor.name),
  ...published.flatMap(({ frontmatter }) => [
    ...(frontmatter.type === 'event' ? [...frontmatter.speakers ?? [], ...frontmatter.guests ?? []] : []),
    ...(frontmatter.type === 'home' ? frontmatter.testimonials : []),
  ].map((person) => person.name)),
])];

const pages = sharedPagesForThisFile();

// Each case reads its own page: they run side by side, as most of their time is the browser's.
describe.concurrent('icons', () => {
  it.each(routes)('%s draws every icon as a line SVG, with no emoji in an icon slot, badge or heading', async (route) => {
    await pages.with(route, { javaScriptEnabled: false }, async ({ page }) => {
      const slots = await page.locator('svg[data-icon]').evaluateAll((icons) => icons.map((icon) => ({
        shapes: icon.children.length,
        slotText: (icon.parentElement?.getAttribute('aria-hidden') === 'true' ? icon.parentElement.textContent : '') ?? '',
      })));
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((slot) => slot.shapes === 0)).toEqual([]);
      expect(slots.map((slot) => slot.slotText).filter((text) => emoji.test(text))).toEqual([]);
      // Decoration hidden from screen readers is an icon's place; only a photo's fallback may be an emoji.
      const decorations = await page.locator('[aria-hidden="true"]').evaluateAll((elements) => elements
        .filter((element) => !element.closest('[data-image-fallback]'))
        .map((element) => element.textContent ?? ''));
      expect(decorations.filter((text) => emoji.test(text))).toEqual([]);
      const leading = await page.locator('[data-slot="badge"], h1, h2, h3').allTextContents();
      expect(leading.filter((text) => /^\s*\p{Extended_Pictographic}/u.test(text))).toEqual([]);
    });
  });

  it('gives an event hero line icons for its date, time, place and price chips', async () => {
    const event = listContentPages().find((page) => page.status === 'published' && page.frontmatter.type === 'event');
    expect(event).toBeDefined();
    await pages.with(event!.route, { javaScriptEnabled: false }, async ({ page }) => {
      const chips = page.locator('#top li:has(svg[data-icon])');
      expect(await chips.count()).toBeGreaterThanOrEqual(4);
      const chipText = await page.locator('#top ul li').allTextContents();
      expect(chipText.filter((text) => emoji.test(text))).toEqual([]);
    });
  });
});

describe.concurrent('people', () => {
  it('knows the people the content names', () => {
    expect(people.length).toBeGreaterThan(5);
  });

  it.each(routes)('%s shows every person with one avatar: a processed photo or the drawn portrait, round, with nothing else showing', async (route) => {
    await pages.with(route, { javaScriptEnabled: false }, async ({ page }) => {
      const found = await page.evaluate((names) => {
        const shown = [...document.querySelectorAll('body *')].filter((element) => element.children.length === 0 && names.includes(element.textContent?.trim() ?? ''));
        return {
          // A name shown outside a person's card would be a person drawn some other way.
          loose: shown.filter((element) => !element.closest('[data-person]')).map((element) => element.textContent),
          cards: [...document.querySelectorAll('[data-person]')].map((card) => {
            const avatars = [...card.querySelectorAll<HTMLElement>('[data-avatar]')];
            const avatar = avatars[0];
            const box = avatar?.getBoundingClientRect();
            const img = avatar?.querySelector('img');
            const shape = avatar?.querySelector('svg');
            return {
              avatars: avatars.length,
              kind: avatar?.dataset.avatar,
              round: avatar && box ? Number.parseFloat(getComputedStyle(avatar).borderTopLeftRadius) >= box.width / 2 : false,
              // The drawn portrait: many shapes and no text (no emoji, no initials).
              drawn: shape ? { shapes: shape.querySelectorAll('path').length, text: avatar?.textContent ?? '' } : null,
              // A photo: loaded, from the build's picture pipeline (never a drawn SVG stand-in), covering the whole box.
              photo: img && box ? {
                loaded: img.complete && img.naturalWidth > 0,
                source: new URL(img.currentSrc).pathname,
                covers: Math.round(img.getBoundingClientRect().width) === Math.round(box.width) && Math.round(img.getBoundingClientRect().height) === Math.round(box.height),
              } : null,
            };
          }),
        };
      }, people);
      expect(found.loose).toEqual([]);
      for (const card of found.cards) {
        expect(card.avatars).toBe(1);
        expect(card.round).toBe(true);
        if (card.kind === 'illustrated') {
          expect(card.drawn?.shapes).toBeGreaterThan(3);
          expect(card.drawn?.text).toBe('');
          expect(card.photo).toBeNull();
        } else {
          expect(card.kind).toBe('photo');
          expect(card.photo).toMatchObject({ loaded: true, covers: true, source: expect.stringMatching(/^\/_images\/.+\.(avif|webp|jpe?g|png)$/) });
        }
      }
    });
  });

  it('shows each instructor’s initials in place of a photo that fails to load', async ({ expect }) => {
    const { instructors } = readSiteData();
    const page = published.find((candidate) => candidate.route === '/giang-vien');
    const ids = page && 'instructors' in page.frontmatter ? page.frontmatter.instructors ?? [] : [];
    const withPhoto = ids.map((id) => instructors[id]).filter((instructor) => instructor?.avatar);
    expect(withPhoto.length).toBeGreaterThan(0);
    await withOpenPage(pages.browser, '/giang-vien', { beforeNavigation: async (opened) => { await opened.route('**/_images/**', (request) => request.abort()); } }, async ({ page: opened }) => {
      for (const instructor of withPhoto) {
        const card = opened.locator('[data-person]').filter({ has: opened.getByRole('heading', { name: instructor!.name, exact: true }) });
        const avatar = card.locator('[data-avatar="photo"]');
        await avatar.scrollIntoViewIfNeeded();
        await expect.poll(() => avatar.locator('[data-image-fallback]').getAttribute('data-failed')).toBe('');
        expect(await avatar.locator('img').isVisible()).toBe(false);
        expect(await avatar.getByText(initialsOf(instructor!.name), { exact: true }).isVisible()).toBe(true);
      }
    });
  });
});
