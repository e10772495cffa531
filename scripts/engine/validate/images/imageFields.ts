/**
 * The frontmatter and data fields that name a photo, and how each is shown (lib/imageUses.ts): the
 * checks ask its file for the width that use needs, and the build makes its variants. A field a
 * block shows a photo from is listed here, or its photo is served as it is.
 */
import type { DataName } from '../../../../content/schema.ts';
import type { ImageUseName } from '../../../../lib/imageUses.ts';
import { yamlStrings } from '../links/yamlStrings.ts';

export interface ImageField {
  /** Where in the YAML: `speakers.0.avatar` as a path. */
  path: (string | number)[];
  address: string;
  use: ImageUseName;
}

/** Paths with `*` for any key or index. */
const PAGE_FIELDS: Record<string, ImageUseName> = {
  'speakers.*.avatar': 'speakerAvatar',
  'guests.*.avatar': 'speakerAvatar',
  'testimonials.*.avatar': 'testimonialAvatar',
  'cards.*.*.image': 'cardImage',
  'replay.poster': 'replayPoster',
  'banner.image': 'eventBanner',
};

const DATA_FIELDS: Partial<Record<DataName, Record<string, ImageUseName>>> = {
  instructors: { '*.avatar': 'instructorAvatar' },
};

/** The photos a page's frontmatter names (as written, or as validated). */
export function imageFieldsOfPage(frontmatter: unknown): ImageField[] {
  return fieldsMatching(frontmatter, PAGE_FIELDS);
}

/** The photos a shared data file names. */
export function imageFieldsOfData(name: DataName, value: unknown): ImageField[] {
  const fields = DATA_FIELDS[name];
  return fields ? fieldsMatching(value, fields) : [];
}

function fieldsMatching(value: unknown, fields: Record<string, ImageUseName>): ImageField[] {
  const patterns = Object.entries(fields).map(([pattern, use]) => ({ keys: pattern.split('.'), use }));
  return yamlStrings(value).flatMap(({ path, value: address }) => {
    const match = patterns.find(({ keys }) => keys.length === path.length && keys.every((key, index) => key === '*' || key === String(path[index])));
    return match && address.trim() !== '' ? [{ path, address: address.trim(), use: match.use }] : [];
  });
}
