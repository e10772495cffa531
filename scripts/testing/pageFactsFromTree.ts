/**
 * A page's facts (scripts/engine/audit/pageFacts.ts) read the slow, obvious way: the HTML parsed
 * into a tree and queried with selectors. The tests hold the fast scanner to it, on small pages
 * beside the scanner and on every page this site builds (site/builtPages.test.ts).
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { PageFacts } from '../engine/audit/pageFacts.ts';

export function pageFactsFromTree(html: string): PageFacts {
  const tree = fromHtml(html);
  const text = (element: Element, name: string) => String(element.properties[name]);
  const hasAlt = (image: Element) => {
    const alt = image.properties.alt;
    return typeof alt === 'string' && (alt === '' || alt.trim() !== '');
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

/** Facts compared regardless of the order of a page's own files (icons in the head, the sharing image in a meta). */
export const comparable = (facts: PageFacts): PageFacts => ({ ...facts, ownFiles: [...facts.ownFiles].sort() });
