/**
 * Which file of the project a picture's address names, read the same way by the checks, the build
 * and the components: `/images/a.jpg` is `public/images/a.jpg`; an address without a leading slash
 * (`anh.jpg`, `workshop-ai-3x/anh.jpg`) is a file beside the page that names it, in the page's
 * folder under content/, as an editor's Markdown preview reads it. Addresses elsewhere (`https://…`)
 * name no file here.
 */

/** What the build does with a picture, by its extension. */
export type ImageTreatment =
  /** JPEG and PNG: AVIF, WebP and a fallback in a few widths. */
  | 'variants'
  /** Served as it is: SVG (drawn at any size), GIF (may move), WebP and AVIF (already compressed). */
  | 'as-is'
  /** A format browsers do not show (HEIC from an iPhone, TIFF, BMP …), or no picture at all. */
  | 'unsupported';

const VARIANTS = new Set(['jpg', 'jpeg', 'png']);
const AS_IS = new Set(['svg', 'gif', 'webp', 'avif']);

/**
 * The project path (`public/images/a.jpg`, `content/workshop-ai-3x/anh.jpg`) of a picture's
 * address written in `writtenIn` (a project path such as `content/workshop-ai-3x.mdx`), or
 * undefined for an address elsewhere or one that leaves content/.
 */
export function imageSourceFile(address: string, writtenIn: string): string | undefined {
  const written = address.trim().split(/[?#]/)[0] ?? '';
  if (written === '' || /^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//')) return undefined;
  const decoded = safeDecode(written);
  if (decoded.startsWith('/')) return normalize(`public${decoded}`);
  const folder = writtenIn.includes('/') ? writtenIn.slice(0, writtenIn.lastIndexOf('/')) : '';
  const file = normalize(`${folder}/${decoded}`);
  return file?.startsWith('content/') ? file : undefined;
}

/** Whether the file is beside a page (under content/) rather than in public/: only the build can serve it. */
export function isBesidePage(file: string): boolean {
  return file.startsWith('content/');
}

export function imageTreatment(file: string): ImageTreatment {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  if (VARIANTS.has(extension)) return 'variants';
  return AS_IS.has(extension) ? 'as-is' : 'unsupported';
}

/** `a/./b/../c` → `a/c`; undefined when `..` climbs above the start. */
function normalize(file: string): string | undefined {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
