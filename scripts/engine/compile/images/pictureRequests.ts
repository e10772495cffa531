/**
 * The pictures the build must make, from the validated content: each photo field of a page's
 * frontmatter and of the shared data (validate/images/imageFields.ts) and each Markdown image, as a
 * JPEG or PNG to make variants of for its use, each page's icon (the site's or the page's own, as
 * its definition says) to draw as a PNG, or a picture beside a page to copy as it is. Pictures
 * in public/ that need nothing (SVG, GIF …) are served from there, and addresses elsewhere are left.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Frontmatter } from '../../core/frontmatter.ts';
import type { CompileDefinition } from '../compileDefinition.ts';
import { FAVICON_USE } from '../../derive/pictureSet.ts';
import type { Located } from '../../parse/outline/located.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { DATA_FOLDER } from '../../read/listContentFiles.ts';
import type { ImageDefinition, ImageUse } from '../../validate/images/imageDefinition.ts';
import { imageFieldsOfData, imageFieldsOfPage, type ImageField } from '../../validate/images/imageFields.ts';
import { imageSourceFile, imageTreatment, isBesidePage } from '../../validate/images/imageSource.ts';
import { FAVICON_SOURCES } from './makeFavicon.ts';

export interface PictureRequest {
  /** The picture's project path: `public/images/a.jpg`, `content/workshop-ai-3x/a.jpg`. */
  file: string;
  /** How it is shown: the name of one of the site's uses, or FAVICON_USE; none for a picture served as it is. */
  use?: string;
  /**
   * For a photo made for a use, that use's box as the definition gives it (`images.uses`), all of
   * it: it is part of the key the made files are found and named by (processImages.ts).
   */
  shown?: ImageUse;
  /** Where it is named, for a message. */
  writtenIn: string;
  at?: Located;
  field?: string;
}

interface RequestingPage {
  file: string;
  frontmatter: Frontmatter;
  yaml: ParsedYaml;
  outline: PageOutline;
}

/** A use the site's definition gives a box for, with that box; none for a name it does not know (such a picture is left as written). */
function shownAs(use: string | undefined, images: ImageDefinition | undefined): { use: string; shown: ImageUse } | undefined {
  const shown = use === undefined ? undefined : images?.uses[use];
  return use !== undefined && shown ? { use, shown } : undefined;
}

/** The fields whose use the site's layout knows (its definition's `images.uses`), each with its box. */
const knownUse = (fields: ImageField[], images: ImageDefinition | undefined) => fields.flatMap(({ use, ...field }) => {
  const known = shownAs(use, images);
  return known ? [{ ...field, ...known }] : [];
});

/** What the build asks of a site's definition for its pictures: the photo fields, and each icon. */
export type PictureDefinition<Facts extends object> = Pick<CompileDefinition<Frontmatter, Facts>, 'siteIcon' | 'pageIcon'> & { images?: ImageDefinition | undefined };

export function pictureRequests<Facts extends object>(definition: PictureDefinition<Facts>, { pages, data }: { pages: RequestingPage[]; data: Facts }, root: string): PictureRequest[] {
  const { images } = definition;
  const named = [
    ...pages.flatMap((page) => [
      ...knownUse(imageFieldsOfPage(page.frontmatter, images), images).map(({ path: at, address, use, shown }): Named => {
        const located = page.yaml.locate(at);
        return { address, use, shown, writtenIn: page.file, field: at.join('.'), ...(located.exact ? { at: located.position } : {}) };
      }),
      ...page.outline.images.map((image): Named => ({ address: image.url, ...shownAs(images?.proseUse, images), writtenIn: page.file, at: image.at })),
      ...iconsOf(definition.pageIcon(page.frontmatter), page.file, page.yaml),
    ]),
    ...iconsOf(definition.siteIcon(data), `content/${DATA_FOLDER}/site.yaml`),
    ...Object.entries(data).flatMap(([name, value]) => knownUse(imageFieldsOfData(name, value, images), images).map(({ path: at, address, use, shown }): Named => (
      { address, use, shown, writtenIn: `content/${DATA_FOLDER}/${name}.yaml`, field: at.join('.') }
    ))),
  ];
  return named.flatMap(({ address, use, shown, ...where }): PictureRequest[] => {
    const file = imageSourceFile(address, where.writtenIn);
    if (!file || !existsSync(path.join(root, file))) return [];
    if (use === FAVICON_USE) return FAVICON_SOURCES.test(file) ? [{ file, use, ...where }] : [];
    const treatment = imageTreatment(file);
    if (treatment === 'variants') return use && shown ? [{ file, use, shown, ...where }] : [];
    return treatment === 'as-is' && isBesidePage(file) ? [{ file, ...where }] : [];
  });
}

/** A picture as it is named: its address as written, and how it is shown. */
type Named = Omit<PictureRequest, 'file'> & { address: string };

function iconsOf(address: string | undefined, writtenIn: string, yaml?: ParsedYaml): Named[] {
  return address ? [iconField(address, writtenIn, yaml)] : [];
}

/** A page's icon, or the site's (`yaml` absent: its place in site.yaml is not needed for a message). */
function iconField(address: string, writtenIn: string, yaml?: ParsedYaml): Named {
  const located = yaml?.locate(['favicon']);
  return { address, use: FAVICON_USE, writtenIn, field: 'favicon', ...(located?.exact ? { at: located.position } : {}) };
}
