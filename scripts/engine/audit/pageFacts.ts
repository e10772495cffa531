/**
 * What the audit (auditSite.ts) reads in one built page: ids, links, images, the page's own files
 * and embeds, in document order.
 *
 * Read with lib/scanHtml.ts, without building a tree: the audit needs only start tags and their
 * attributes, and a tree plus CSS-selector queries over it cost many times as much. The scanner reads
 * the text of scripts, styles, a title and noscript (with scripting on, as a browser does) as text, so
 * text that looks like a tag there is not taken for one; a template's content is left out, as a tree
 * holds it apart.
 */
import { scanHtml, type StartTag } from '../../../lib/scanHtml.ts';

export interface PageFacts {
  ids: string[];
  links: { href: string; newTab: boolean; rel: string[] }[];
  images: { src: string; hasAlt: boolean }[];
  /** Its icon and sharing image. */
  ownFiles: string[];
  embeds: string[];
}

export function scanPageFacts(html: string): PageFacts {
  const facts: PageFacts = { ids: [], links: [], images: [], ownFiles: [], embeds: [] };
  const embedsFromData: string[] = [];
  const embedsOnDemand: string[] = [];
  // A <template>'s content is not part of the page until a script copies it (the search results' row).
  let templateDepth = 0;
  const startTag = (tag: StartTag) => {
    if (tag.name === 'template') templateDepth += 1;
    if (templateDepth > 0) return;
    const id = tag.attribute('id');
    if (id !== undefined) facts.ids.push(id);
    // A frame made on demand: a play link's video (Replay), a dialog's form (RegisterButton).
    const embed = tag.attribute('data-embed');
    if (embed !== undefined) embedsOnDemand.push(embed);
    switch (tag.name) {
      case 'a': {
        const href = tag.attribute('href');
        if (href !== undefined) facts.links.push({ href, newTab: tag.attribute('target') === '_blank', rel: words(tag.attribute('rel')) });
        break;
      }
      case 'img':
        facts.images.push({ src: tag.attribute('src') ?? '', hasAlt: hasAltText(tag.attribute('alt')) });
        break;
      case 'link': {
        const href = tag.attribute('href');
        if (href !== undefined && words(tag.attribute('rel')).includes('icon')) facts.ownFiles.push(href);
        break;
      }
      case 'meta': {
        const content = tag.attribute('content');
        if (tag.attribute('property') === 'og:image' && content !== undefined) facts.ownFiles.push(content);
        break;
      }
      case 'iframe': {
        const src = tag.attribute('src');
        const dataSrc = tag.attribute('data-src');
        if (src !== undefined) facts.embeds.push(src);
        if (dataSrc !== undefined) embedsFromData.push(dataSrc);
        break;
      }
    }
  };
  scanHtml(html, {
    startTag,
    endTag(name) {
      if (name === 'template') templateDepth = Math.max(0, templateDepth - 1);
    },
  });
  // Embeds in the order the audit has always listed them: frames, lazy frames, then frames made on demand.
  facts.embeds.push(...embedsFromData, ...embedsOnDemand);
  return facts;
}

/** A space-separated attribute (rel) as its words. */
function words(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(/\s+/).filter(Boolean);
}

/**
 * Alt text is required, except on pictures marked as decoration (their text is beside them) by HTML's
 * own mark, an empty `alt=""`; a role on them is one the Nu HTML Checker refuses. A Markdown image without
 * a description is reported at its line before the build (validate/links/imageAltProblems.ts).
 */
function hasAltText(alt: string | undefined): boolean {
  return alt !== undefined && (alt === '' || alt.trim() !== '');
}
