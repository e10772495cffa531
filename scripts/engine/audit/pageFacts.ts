/**
 * What the audit (auditSite.ts) reads in one built page: ids, links, images, the page's own files
 * and embeds, in document order.
 *
 * Read with parse5's tokenizer alone, without building a tree: the audit needs only start tags and
 * their attributes, and a tree plus CSS-selector queries over it cost about eight times as much
 * (about 14 ms a page against 2). The tokenizer is switched into raw text where the HTML parser would
 * switch it (scripts, styles, a title, noscript with scripting on, as parse5 parses by default), so text
 * that looks like a tag there is not taken for one; a template's content is left out, as a tree holds it apart.
 */
import { Tokenizer, TokenizerMode, type Token } from 'parse5';

export interface PageFacts {
  ids: string[];
  links: { href: string; newTab: boolean; rel: string[] }[];
  images: { src: string; hasAlt: boolean }[];
  /** Its icon and sharing image. */
  ownFiles: string[];
  embeds: string[];
}

/** Elements whose content the HTML parser reads as text, and how. */
const TEXT_CONTENT: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

export function scanPageFacts(html: string): PageFacts {
  const facts: PageFacts = { ids: [], links: [], images: [], ownFiles: [], embeds: [] };
  const embedsFromData: string[] = [];
  const embedsOnDemand: string[] = [];
  // A <template>'s content is not part of the page until a script copies it (the search results' row).
  let templateDepth = 0;
  const onStartTag = (tag: Token.TagToken) => {
    const textMode = TEXT_CONTENT[tag.tagName];
    if (textMode !== undefined && !tag.selfClosing) tokenizer.state = textMode;
    if (tag.tagName === 'template') templateDepth += 1;
    if (templateDepth > 0) return;
    const attrs = new Map(tag.attrs.map(({ name, value }) => [name, value]));
    const attr = (name: string) => attrs.get(name);
    const id = attr('id');
    if (id !== undefined) facts.ids.push(id);
    const href = attr('href');
    // A frame made on demand: a play link's video (Replay), a dialog's form (RegisterButton).
    const embed = attr('data-embed');
    if (embed !== undefined) embedsOnDemand.push(embed);
    switch (tag.tagName) {
      case 'a':
        if (href !== undefined) facts.links.push({ href, newTab: attr('target') === '_blank', rel: words(attr('rel')) });
        break;
      case 'img':
        facts.images.push({ src: attr('src') ?? '', hasAlt: hasAltText(attr('alt')) });
        break;
      case 'link':
        if (href !== undefined && words(attr('rel')).includes('icon')) facts.ownFiles.push(href);
        break;
      case 'meta':
        if (attr('property') === 'og:image' && attr('content') !== undefined) facts.ownFiles.push(attr('content') ?? '');
        break;
      case 'iframe':
        if (attr('src') !== undefined) facts.embeds.push(attr('src') ?? '');
        if (attr('data-src') !== undefined) embedsFromData.push(attr('data-src') ?? '');
        break;
    }
  };
  const ignore = () => undefined;
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, {
    onStartTag,
    onEndTag: (tag) => {
      if (tag.tagName === 'template') templateDepth = Math.max(0, templateDepth - 1);
    },
    onComment: ignore,
    onDoctype: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
    onEof: ignore,
    onParseError: null,
  });
  tokenizer.write(html, true);
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
