import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { describe, expect, it } from 'vitest';
import { distDir } from '../core/paths.ts';
import { scanPageFacts, type PageFacts } from './pageFacts.ts';

/** The same facts read the slow, obvious way: the HTML parsed into a tree and queried with selectors. */
function factsFromTree(tree: Root): PageFacts {
  const text = (element: Element, name: string) => String(element.properties[name]);
  const hasAlt = (image: Element) => {
    const alt = image.properties.alt;
    if (typeof alt === 'string' && alt.trim() !== '') return true;
    return alt === '' && (image.properties.role === 'presentation' || image.properties.role === 'none');
  };
  return {
    ids: selectAll('[id]', tree).map((el) => text(el, 'id')),
    links: selectAll('a[href]', tree).map((link) => ({
      href: text(link, 'href'),
      newTab: link.properties.target === '_blank',
      rel: ([link.properties.rel ?? []].flat() as string[]).flatMap((value) => String(value).split(/\s+/)),
    })),
    images: selectAll('img', tree).map((image) => ({ src: String(image.properties.src ?? ''), hasAlt: hasAlt(image) })),
    ownFiles: [
      ...selectAll('link[rel~=icon][href]', tree).map((el) => text(el, 'href')),
      ...selectAll('meta[property="og:image"][content]', tree).map((el) => text(el, 'content')),
    ],
    embeds: [
      ...selectAll('iframe[src]', tree).map((el) => text(el, 'src')),
      ...selectAll('iframe[data-src]', tree).map((el) => text(el, 'dataSrc')),
      ...selectAll('[data-embed]', tree).map((el) => text(el, 'dataEmbed')),
    ],
  };
}

const sorted = (facts: PageFacts) => ({ ...facts, ownFiles: [...facts.ownFiles].sort() });

describe('scanPageFacts', () => {
  it('reads ids, links with target and rel, images and their alt text, icons, sharing image and embeds', () => {
    const facts = scanPageFacts(`<!doctype html><html><head>
      <link rel="icon shortcut" href="/favicon.svg"><link rel="stylesheet" href="/a.css">
      <meta property="og:image" content="https://site.example/share/index.png"><meta name="x" content="y">
      </head><body><main id="main">
      <a href="/khoa-hoc?a=1&amp;b=2#curriculum">one</a>
      <a href="https://x.example" target="_blank" rel="noopener  noreferrer">two</a>
      <a data-embed="https://www.youtube-nocookie.com/embed/x" href="https://youtu.be/x">replay</a>
      <img src="/images/a.png" alt="Ảnh lớp học"><img src="/b.png" alt=""><img src="/c.png" alt="" role="presentation"><img src="/d.png">
      <iframe src="https://forms.example.com/f"></iframe><iframe data-src="https://forms.example.com/lazy"></iframe>
      <dialog><div data-form-frame data-embed="https://forms.example.com/on-open"></div></dialog>
      <svg><g id="shape"></g></svg></main></body></html>`);
    expect(facts).toEqual({
      ids: ['main', 'shape'],
      links: [
        { href: '/khoa-hoc?a=1&b=2#curriculum', newTab: false, rel: [] },
        { href: 'https://x.example', newTab: true, rel: ['noopener', 'noreferrer'] },
        { href: 'https://youtu.be/x', newTab: false, rel: [] },
      ],
      images: [
        { src: '/images/a.png', hasAlt: true },
        { src: '/b.png', hasAlt: false },
        { src: '/c.png', hasAlt: true },
        { src: '/d.png', hasAlt: false },
      ],
      ownFiles: ['/favicon.svg', 'https://site.example/share/index.png'],
      embeds: ['https://forms.example.com/f', 'https://forms.example.com/lazy', 'https://www.youtube-nocookie.com/embed/x', 'https://forms.example.com/on-open'],
    });
  });

  it('does not take text inside scripts, styles, titles, text areas or noscript for tags', () => {
    const facts = scanPageFacts(`<html><head><title>Trang <a href="/x"></title>
      <script type="application/ld+json">{"a":"<a href='/json'>","b":"</div>"}</script>
      <style>a::after { content: "<img src=/css.png>"; }</style></head>
      <body><noscript><a href="/noscript" id="n">x</a></noscript><textarea><img src="/t.png"></textarea>
      <a href="/real" id="real">y</a></body></html>`);
    expect(facts.links).toEqual([{ href: '/real', newTab: false, rel: [] }]);
    expect(facts.images).toEqual([]);
    expect(facts.ids).toEqual(['real']);
  });

  it('agrees with a parsed tree on every page of the built site', () => {
    const client = path.join(distDir, 'client');
    expect(existsSync(client), 'npm test builds the site before its tests').toBe(true);
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = readFileSync(path.join(client, page), 'utf8');
      expect(sorted(scanPageFacts(html)), page).toEqual(sorted(factsFromTree(fromHtml(html))));
    }
  });
});
