/**
 * The page scanner on small pages written here; that it agrees with a parsed tree on every page a
 * real site builds is tested by that site (site/builtPages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { comparable, pageFactsFromTree } from '../../testing/pageFactsFromTree.ts';
import { scanPageFacts } from './pageFacts.ts';

/** A page with each kind of fact the scanner reads, and some it must pass over. */
const everyKindOfFact = `<!doctype html><html><head>
      <link rel="icon shortcut" href="/favicon.svg"><link rel="stylesheet" href="/a.css">
      <meta property="og:image" content="https://site.example/share/index.png"><meta name="x" content="y">
      </head><body><main id="main">
      <a href="/khoa-hoc?a=1&amp;b=2#curriculum">one</a>
      <a href="https://x.example" target="_blank" rel="noopener  noreferrer">two</a>
      <a data-embed="https://www.youtube-nocookie.com/embed/x" href="https://youtu.be/x">replay</a>
      <img src="/images/a.png" alt="Ảnh lớp học"><img src="/b.png" alt=" "><img src="/c.png" alt=""><img src="/d.png">
      <iframe src="https://forms.example.com/f"></iframe><iframe data-src="https://forms.example.com/lazy"></iframe>
      <dialog><div data-form-frame data-embed="https://forms.example.com/on-open"></div></dialog>
      <svg><g id="shape"></g></svg></main></body></html>`;

/** A page whose scripts, styles, title, text area and noscript hold text that looks like tags. */
const rawText = `<html><head><title>Trang <a href="/x"></title>
      <script type="application/ld+json">{"a":"<a href='/json'>","b":"</div>"}</script>
      <style>a::after { content: "<img src=/css.png>"; }</style></head>
      <body><noscript><a href="/noscript" id="n">x</a></noscript><textarea><img src="/t.png"></textarea>
      <a href="/real" id="real">y</a></body></html>`;

describe('scanPageFacts', () => {
  it('reads ids, links with target and rel, images and their alt text, icons, sharing image and embeds', () => {
    const facts = scanPageFacts(everyKindOfFact);
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
    const facts = scanPageFacts(rawText);
    expect(facts.links).toEqual([{ href: '/real', newTab: false, rel: [] }]);
    expect(facts.images).toEqual([]);
    expect(facts.ids).toEqual(['real']);
  });

  // Not on rawText: the tree parser reads noscript as markup (scripting off), the scanner as text, as a browser does.
  it('agrees with a parsed tree on a page with each kind of fact', () => {
    expect(comparable(scanPageFacts(everyKindOfFact))).toEqual(comparable(pageFactsFromTree(everyKindOfFact)));
  });
});
