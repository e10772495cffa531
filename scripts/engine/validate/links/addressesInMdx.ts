/**
 * The addresses a page's MDX writes: Markdown links and images, bare addresses GFM made links of,
 * and the address attributes of HTML elements (`<a href>`, `<img src>`, `<video poster>`). An
 * iframe's `src` is the raw-HTML check's (rawHtml.ts), which knows the hosts allowed in a frame.
 */
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { Located } from '../../parse/outline/located.ts';

export interface MdxAddress {
  value: string;
  as: 'link' | 'image';
  /** `a.href` for an element's attribute; none for Markdown. */
  field?: string;
  /** For a bare address in the text: what was typed (`www.example.com`, which GFM makes `http://www.example.com`). */
  typed?: string;
  at: Located;
}

/** Attributes whose value is an address, and what it is used as. */
const ADDRESS_ATTRIBUTES: Record<string, MdxAddress['as']> = { href: 'link', action: 'link', formAction: 'link', cite: 'link', src: 'link', poster: 'image' };

export function addressesInMdx(outline: PageOutline): MdxAddress[] {
  const addresses: MdxAddress[] = [
    ...outline.links.map((link) => ({ value: link.url, as: 'link' as const, at: link.at, ...(link.form === 'autolink' ? { typed: link.text } : {}) })),
    ...outline.images.map((image) => ({ value: image.url, as: 'image' as const, at: image.at })),
  ];
  for (const element of outline.elements) {
    if (!element.name || element.name === 'iframe' || element.name === 'script') continue;
    for (const attribute of element.attributes) {
      const used = attribute.name ? ADDRESS_ATTRIBUTES[attribute.name] : undefined;
      const { value } = attribute;
      const text = value.kind === 'text' ? value.value : value.kind === 'literal' && typeof value.value === 'string' ? value.value : undefined;
      if (!used || text === undefined) continue;
      const as = attribute.name === 'src' && element.name === 'img' ? 'image' : used;
      addresses.push({ value: text.trim(), as, field: `${element.name}.${attribute.name}`, at: attribute.at });
    }
  }
  return addresses;
}
