/**
 * The frontmatter and data fields that name a photo, and how each is shown, as the site's definition
 * lists them (ImageDefinition): the checks ask its file for the width that use needs, and the build
 * makes its variants. A field a block shows a photo from is listed there, or its photo is served as it is.
 */
import { yamlStrings } from '../links/yamlStrings.ts';
import type { ImageDefinition, ImageFieldPatterns } from './imageDefinition.ts';

export interface ImageField {
  /** Where in the YAML: `speakers.0.avatar` as a path. */
  path: (string | number)[];
  address: string;
  /** The name of its use, a key of the definition's `uses`. */
  use: string;
}

type FieldsOf = Pick<ImageDefinition, 'pageFields' | 'dataFields'>;

/** The photos a page's frontmatter names (as written, or as validated). */
export function imageFieldsOfPage(frontmatter: unknown, images: FieldsOf | undefined): ImageField[] {
  return images ? fieldsMatching(frontmatter, images.pageFields) : [];
}

/** The photos a shared data file names. */
export function imageFieldsOfData(name: string, value: unknown, images: FieldsOf | undefined): ImageField[] {
  const fields = images?.dataFields[name];
  return fields ? fieldsMatching(value, fields) : [];
}

function fieldsMatching(value: unknown, fields: ImageFieldPatterns): ImageField[] {
  const patterns = Object.entries(fields).map(([pattern, use]) => ({ keys: pattern.split('.'), use }));
  return yamlStrings(value).flatMap(({ path, value: address }) => {
    const match = patterns.find(({ keys }) => keys.length === path.length && keys.every((key, index) => key === '*' || key === String(path[index])));
    return match && address.trim() !== '' ? [{ path, address: address.trim(), use: match.use }] : [];
  });
}
