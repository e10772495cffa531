/**
 * A small site for the engine's own tests: two page kinds (a plain page, an event), three shared data
 * files (the site, its menu, its speakers), three blocks, and three ways it shows a photo (an event's banner,
 * a speaker's avatar, a picture in the text). It derives no facts of its own, publishes one file beside
 * its pages (a list of its events) and gives every page a share card with its title; its facts diff
 * shows an event's speakers where it places <Speakers />, and `new` starts an event with a speaker of
 * its own (templates/). The engine knows it only through this definition, as it knows the real site
 * through site/definition.ts; a test adds what it needs with `{ ...fixtureSite, … }`.
 */
import path from 'node:path';
import { z } from 'zod';
import { defineBlock, defineSite, MissingFact, slugId } from '../../engine/site.ts';

const siteFile = z.strictObject({ name: z.string().min(1), url: z.url(), embedHosts: z.array(z.string()).default([]) });
/** The forms an address may take in a field (a page, a part of one, the web, a phone, a mail); the link checks say what is wrong with one of them. */
const link = z.strictObject({ label: z.string().min(1), href: z.string().regex(/^(\/|#|https?:\/\/|tel:|mailto:)/, 'cần một địa chỉ: "/trang", "#phan", "https://…", "tel:…" hoặc "mailto:…"') });
/** The menu of every page: a data file named `nav` is a menu to the engine's link checks. */
const nav = z.strictObject({ main: z.array(link) });
const speakers = z.record(z.string(), z.strictObject({ name: z.string().min(1), role: z.string().optional(), avatar: z.string().optional() }));

const base = { title: z.string().min(1), description: z.string().min(1), draft: z.boolean().optional(), publishDate: z.iso.date().optional(), unpublishDate: z.iso.date().optional(), actions: z.array(link).optional() };

export type FixtureData = { site: z.infer<typeof siteFile>; nav: z.infer<typeof nav>; speakers: z.infer<typeof speakers> };

function pageSchema(ids: Record<string, string[]>) {
  const [first, ...rest] = ids.speakers ?? [];
  const speakerId = first === undefined ? z.never() : z.enum([first, ...rest]);
  return z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('page'), ...base }),
    z.strictObject({ type: z.literal('event'), ...base, start: z.iso.datetime({ offset: true }), speakers: z.array(speakerId).min(1), banner: z.strictObject({ image: z.string(), alt: z.string().min(1) }).optional() }),
  ]);
}
export type FixturePage = z.infer<ReturnType<typeof pageSchema>>;

export const fixtureSite = defineSite<FixtureData, FixturePage>({
  data: { site: siteFile, nav, speakers },
  referenced: ['speakers'],
  kinds: ['page', 'event'],
  pageSchema,
  blocks: {
    /** A boxed paragraph. */
    Note: defineBlock({ props: z.strictObject({ tone: z.enum(['info', 'warning']).optional() }) }),
    /** A section with an anchor. */
    Section: defineBlock({ props: z.strictObject({ id: slugId }), ids: ({ id }) => [id] }),
    /** An event's speakers by name; a speaker without a role is a fact the writer must add. */
    Speakers: defineBlock({
      props: z.strictObject({}),
      kinds: ['event'],
      resolve(_props, page, site) {
        const { frontmatter } = page as { frontmatter: Extract<FixturePage, { type: 'event' }> };
        const data = site as FixtureData;
        return frontmatter.speakers.map((id) => {
          const speaker = data.speakers[id];
          if (!speaker?.role) throw new MissingFact(`speakers.yaml: "${id}" chưa có role`);
          return { name: speaker.name, role: speaker.role };
        });
      },
    }),
  },
  pageChecks: [],
  siteChecks: [],
  diff: {
    viewPages: (_pages, data) => (frontmatter, blocks) => ({
      ...frontmatter,
      ...(frontmatter.type === 'event' && blocks.has('Speakers') && { speakers: frontmatter.speakers.map((id) => data.speakers?.[id] ?? id) }),
    }),
    frameData: { site: 'chân trang của mọi trang' },
    names: {
      fields: { title: 'Tiêu đề', start: 'Bắt đầu', speakers: { label: 'Diễn giả', item: 'Diễn giả' }, name: 'Tên', role: 'Vai trò', 'site.name': 'Tên site' },
      namedByKeys: [],
    },
    formatFact: (_path, value) => (Array.isArray(value) ? value.join(', ') : String(value)),
  },
  scaffold: {
    templates: path.join(import.meta.dirname, 'templates'),
    homeKinds: ['page'],
    ownEntry: {
      kinds: ['event'],
      data: 'speakers',
      template: 'speaker.yaml',
      taken: (id, file) => `speaker ${id} is taken in ${file}`,
      added: (id, file) => `added speaker ${id} to ${file}`,
    },
  },
  images: {
    uses: { speakerAvatar: { width: 80, aspect: 1 }, eventBanner: { width: 896, aspect: 2 }, prose: { width: 720 } },
    proseUse: 'prose',
    pageFields: { 'banner.image': 'eventBanner' },
    dataFields: { speakers: { '*.avatar': 'speakerAvatar' } },
  },
  derive: (data) => ({ data, problems: [] }),
  siteUrl: (data) => data.site.url,
  embedHosts: (data) => data.site?.embedHosts,
  withoutPages: (data) => data,
  files: (pages) => [{
    path: '/events.txt',
    content: pages.flatMap((page) => page.frontmatter.type === 'event' ? [`${page.frontmatter.start} ${page.route}\n`] : []).join(''),
    type: 'text/plain; charset=utf-8',
  }],
  shareCard: ({ frontmatter }, data) => ({ siteName: data.site.name, logoMark: 'F', host: new URL(data.site.url).host, heading: frontmatter.title, facts: [] }),
  siteIcon: () => undefined,
  pageIcon: () => undefined,
});
