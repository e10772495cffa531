/**
 * Every link and image a page's Markdown writes (`[chữ](đích)`, `![mô tả](ảnh.jpg)`, bare URLs that
 * GFM turns into links), with its place, so their targets can be checked before anything is built.
 * Links in block props and frontmatter are found by the validators from the elements and the YAML.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { startOf, type Located } from './located.ts';

export interface OutlineLink {
  url: string;
  /** `autolink` for a bare `https://…` or `www.…` that GFM made a link of (its url is GFM's). */
  form: 'markdown' | 'autolink';
  /** What the writer typed, for a bare link (`www.example.com`). */
  text: string;
  at: Located;
}

export interface OutlineImage {
  url: string;
  alt: string;
  at: Located;
}

export function outlineLinks(tree: Root): { links: OutlineLink[]; images: OutlineImage[] } {
  const links: OutlineLink[] = [];
  const images: OutlineImage[] = [];
  visit(tree, (node) => {
    if (node.type === 'link') {
      const text = toString(node);
      // GFM's literal autolinks have no brackets: the link's text is where it starts in the source.
      const bare = node.position && node.children.length === 1 && node.children[0]?.position?.start.offset === node.position.start.offset;
      links.push({ url: node.url, form: bare ? 'autolink' : 'markdown', text, at: startOf(node) });
    } else if (node.type === 'image') {
      images.push({ url: node.url, alt: node.alt ?? '', at: startOf(node) });
    } else if (node.type === 'definition') {
      links.push({ url: node.url, form: 'markdown', text: node.label ?? node.identifier, at: startOf(node) });
    }
  });
  return { links, images };
}
