/**
 * What a site tells the photo checks: where it shows a photo and how large (its layout's business),
 * and which of its frontmatter and data fields name one. The build makes a photo's variants from
 * the same fields, so a field listed here is checked and served alike.
 */

/** How a site shows a photo: the largest width it is displayed at (CSS px), and the shape it is cut to. */
export interface ImageUse {
  width: number;
  /** Width ÷ height of the box the photo fills; none keeps the photo's own shape. */
  aspect?: number;
}

/** Paths in the YAML with `*` for any key or index (`speakers.*.avatar`), each with the use it is shown as. */
export type ImageFieldPatterns = Readonly<Record<string, string>>;

export interface ImageDefinition {
  /** Every use, by name. */
  uses: Readonly<Record<string, ImageUse>>;
  /** The use of a picture in a page's text (`![alt](photo.jpg)`). */
  proseUse: string;
  /** The frontmatter fields that name a photo, on every kind of page. */
  pageFields: ImageFieldPatterns;
  /** The fields of each shared data file that name a photo, by the file's name. */
  dataFields: Readonly<Partial<Record<string, ImageFieldPatterns>>>;
}

/**
 * The width of the photo once cut to the use's shape: a landscape photo cut square keeps its height
 * as its width. This is what must reach twice the displayed width.
 */
export function usableWidth(use: ImageUse, source: { width: number; height: number }): number {
  return use.aspect ? Math.min(source.width, Math.floor(source.height * use.aspect)) : source.width;
}
