/**
 * Two pages about one event (sameEvent.ts): a page naming another with `sameEventAs` takes that
 * event's facts and may not restate them. Mistakes on the real site with one page added
 * (scripts/testing/scratchContent.ts); the facts taken, on the real content as it is.
 */
import { describe, expect, it } from 'vitest';
import { errorsWith } from '../../scripts/testing/scratchContent.ts';
import { listContentPages } from '../../scripts/testing/content.ts';
import { parseYaml } from '../../scripts/engine/parse/parseYaml.ts';
import type { WrittenPage } from '../../scripts/engine/site.ts';
import { withSameEventFacts } from './sameEvent.ts';

/** A landing page of an event naming `target`, its frontmatter ending with `more` lines. */
const landing = (target: string, ...more: string[]) =>
  ['---', 'type: event', 'variant: landing', 'title: Trang đăng ký', 'description: Trang đích của một sự kiện.', `sameEventAs: ${target}`, ...more, '---', '# Trang thử', 'Nội dung.', ''].join('\n');

describe('a page naming the event it is about', () => {
  it.each([
    ['a fact restated on a page that takes it from another page of the same event', landing('/webinar-mt5-bot', 'price: 0'),
      'content/dich.mdx:7:1  schema  price: đã có ở content/webinar-mt5-bot.mdx, trang được nêu ở sameEventAs; xóa dòng này ở đây'],
    ['sameEventAs naming a page that is not an event', landing('/gioi-thieu'),
      'content/dich.mdx:6:1  schema  sameEventAs: /gioi-thieu (content/gioi-thieu.mdx) không phải trang sự kiện (type: event); ghi đường dẫn của một trang sự kiện'],
    ['sameEventAs naming no page', landing('/webinar-cu'),
      'content/dich.mdx:6:1  schema  sameEventAs: không có trang nào ở /webinar-cu; ghi đường dẫn của một trang sự kiện (type: event)'],
  ])('reports %s', (_what, page, expected) => {
    expect(errorsWith({ 'dich.mdx': page })).toEqual([expected]);
  });

  it('waits, without a problem of its own, while the page it names has YAML that does not parse', () => {
    const written = (route: string, yaml: string): WrittenPage => ({ file: `content${route}.mdx`, route, yaml: parseYaml(yaml, 1) });
    const owner = written('/webinar', 'type: event\nplace:\n\tonline: Zoom\n');
    const page = written('/dich', 'type: event\nsameEventAs: /webinar\n');
    expect(withSameEventFacts(page, new Map([[owner.route, owner], [page.route, page]]))).toEqual({ value: undefined, problems: [] });
  });

  it('gets the facts of that event, which it does not repeat', () => {
    const frontmatterOf = (route: string) => listContentPages().find((page) => page.route === route)?.frontmatter as Record<string, unknown> | undefined;
    const webinar = frontmatterOf('/webinar-mt5-bot');
    const landingPage = frontmatterOf('/webinar-mt5-landing');
    expect(landingPage?.sameEventAs).toBe('/webinar-mt5-bot');
    for (const fact of ['start', 'end', 'place', 'price', 'seats', 'countdown', 'registration', 'instructors']) {
      expect(webinar?.[fact], fact).toBeDefined();
      expect(landingPage?.[fact], fact).toEqual(webinar?.[fact]);
    }
  });
});
