/**
 * A register path that never dead-ends, on this site's built pages (dist/client, which `npm test`
 * builds before its tests, dated before every event): each course, bootcamp and event page whose
 * content gives a price and a way to register shows both at its top and again in its register
 * section, the last one with a button that registers, where a visitor decides.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { pagePrice } from '../lib/pagePrice.ts';
import { builtSiteDir, listContentPages, readSiteData } from '../scripts/testing/content.ts';

const data = readSiteData();
const contactHrefs = new Set(Object.values(data.contacts).map((contact) => contact.href));

/** The pages that sell: a price and a form or contact to register by. */
const selling = listContentPages().flatMap(({ route, frontmatter }) => {
  const price = pagePrice(frontmatter, data.courses, data.labels);
  if (!price || !('hero' in frontmatter)) return [];
  const form = frontmatter.type === 'event' ? frontmatter.registration.form : frontmatter.type === 'course' || frontmatter.type === 'bootcamp' ? data.courses[frontmatter.offering]?.registerForm : undefined;
  const contact = frontmatter.hero?.actions.some((action) => action.contact !== undefined);
  return form || contact ? [{ route, price: price.value }] : [];
});

/** The buttons of a section that register: the form's dialog button, or a chat or call outside a dialog. */
const registering = (section: Element) => {
  const inDialogs = new Set(selectAll('dialog a', section));
  return [
    ...selectAll('a[data-register]', section),
    ...selectAll('a[href]', section).filter((link) => contactHrefs.has(String(link.properties.href)) && !inDialogs.has(link)),
  ];
};

describe('a page that sells', () => {
  it('is every course, bootcamp and event page with a price and a way to register', () => {
    expect(existsSync(builtSiteDir), 'npm test builds the site before its tests').toBe(true);
    expect(selling.map((page) => page.route)).toContain('/mastering-ai-chatbot-n8n');
    expect(selling.length).toBeGreaterThan(12);
  });

  it.each(selling)('$route shows its price and a way to register at its top and in its register section', ({ route, price }) => {
    const tree = fromHtml(readFileSync(path.join(builtSiteDir, route, 'index.html'), 'utf8'));
    const sections = selectAll('main section[id]', tree).filter((section) => !selectAll('section[id]', section).some((inner) => inner !== section));
    const top = sections[0];
    const register = sections.findLast((section) => registering(section).length > 0);
    if (!top || !register || top === register) throw new Error(`${route}: no register section after its top`);
    for (const [where, section] of [['top', top], [`#${String(register.properties.id)}`, register]] as const) {
      const text = toString(section).replace(/\s+/g, ' ');
      expect(text, `${route} ${where}: price`).toContain(price);
      expect(registering(section).length, `${route} ${where}: a button that registers`).toBeGreaterThan(0);
    }
  });
});
