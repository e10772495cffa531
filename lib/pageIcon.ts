import { FAVICON_USE, imageSourceFile, pictureKey, type PictureSets } from '../scripts/engine/site.ts';

export interface PageIcon {
  href: string;
  type?: string;
  sizes?: string;
}

/** Where the site's own icon is written (site.yaml `favicon`), for an address relative to it. */
const SITE_DATA_FILE = 'content/data/site.yaml';

/** The icon of a page: its own (frontmatter `favicon`, written in `pageFile`) or the site's. */
export function pageIconOf(page: { favicon?: string; file: string } | undefined, siteFavicon: string, images: PictureSets | undefined): PageIcon {
  return page?.favicon ? pageIcon(page.favicon, page.file, images) : pageIcon(siteFavicon, SITE_DATA_FILE, images);
}

/**
 * The `<link rel="icon">` of an icon whose address is written in `writtenIn` (a project path):
 * the PNG the build drew of it (scripts/engine/compile/images/makeFavicon.ts), or the address as
 * written when none was made (an `.ico`, an address elsewhere, a render without pictures).
 */
export function pageIcon(address: string, writtenIn: string, images: PictureSets | undefined): PageIcon {
  const file = imageSourceFile(address, writtenIn);
  const set = file && images ? images[pictureKey(file, FAVICON_USE)] : undefined;
  return set?.kind === 'icon' ? { href: set.src, type: 'image/png', sizes: `${set.size}x${set.size}` } : { href: address };
}
