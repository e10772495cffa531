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
import { imageSourceFile, imageTreatment, isBesidePage } from '../../../../lib/imageSource.ts';
import { isImageUseName } from '../../../../lib/imageUses.ts';
import { FAVICON_USE, type PictureUse } from '../../../../lib/pictureSet.ts';
import type { Located } from '../../parse/outline/located.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { DATA_FOLDER } from '../../read/listContentFiles.ts';
import type { ImageDefinition } from '../../validate/images/imageDefinition.ts';
import { imageFieldsOfData, imageFieldsOfPage, type ImageField } from '../../validate/images/imageFields.ts';
import { FAVICON_SOURCES } from './makeFavicon.ts';

export interface PictureRequest {
  /** The picture's project path: `public/images/a.jpg`, `content/workshop-ai-3x/a.jpg`. */
  file: string;
  /** How it is shown; none for a picture served as it is. */
  use?: PictureUse;
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

/** The fields whose use the site's layout knows (lib/imageUses.ts): the definition names only those. */
const knownUse = (fields: ImageField[]) => fields.flatMap(({ use, ...field }) => (isImageUseName(use) ? [{ ...field, use }] : []));

/** What the build asks of a site's definition for its pictures: the photo fields, and each icon. */
export type PictureDefinition<Facts extends object> = Pick<CompileDefinition<Frontmatter, Facts>, 'siteIcon' | 'pageIcon'> & { images?: ImageDefinition | undefined };

export function pictureRequests<Facts extends object>(definition: PictureDefinition<Facts>, { pages, data }: { pages: RequestingPage[]; data: Facts }, root: string): PictureRequest[] {
  const { images } = definition;
  const named = [
    ...pages.flatMap((page) => [
      ...knownUse(imageFieldsOfPage(page.frontmatter, images)).map(({ path: at, address, use }) => {
        const located = page.yaml.locate(at);
        return { address, use, writtenIn: page.file, field: at.join('.'), ...(located.exact ? { at: located.position } : {}) };
      }),
      ...page.outline.images.map((image) => ({ address: image.url, use: 'prose' as const, writtenIn: page.file, at: image.at })),
      ...iconsOf(definition.pageIcon(page.frontmatter), page.file, page.yaml),
    ]),
    ...iconsOf(definition.siteIcon(data), `content/${DATA_FOLDER}/site.yaml`),
    ...Object.entries(data).flatMap(([name, value]) => knownUse(imageFieldsOfData(name, value, images)).map(({ path: at, address, use }) => (
      { address, use, writtenIn: `content/${DATA_FOLDER}/${name}.yaml`, field: at.join('.') }
    ))),
  ];
  return named.flatMap(({ address, use, ...where }): PictureRequest[] => {
    const file = imageSourceFile(address, where.writtenIn);
    if (!file || !existsSync(path.join(root, file))) return [];
    if (use === FAVICON_USE) return FAVICON_SOURCES.test(file) ? [{ file, use, ...where }] : [];
    const treatment = imageTreatment(file);
    if (treatment === 'variants') return [{ file, use, ...where }];
    return treatment === 'as-is' && isBesidePage(file) ? [{ file, ...where }] : [];
  });
}

function iconsOf(address: string | undefined, writtenIn: string, yaml?: ParsedYaml): ReturnType<typeof iconField>[] {
  return address ? [iconField(address, writtenIn, yaml)] : [];
}

/** A page's icon, or the site's (`yaml` absent: its place in site.yaml is not needed for a message). */
function iconField(address: string, writtenIn: string, yaml?: ParsedYaml): { address: string; use: PictureUse; writtenIn: string; field: string; at?: Located } {
  const located = yaml?.locate(['favicon']);
  return { address, use: FAVICON_USE, writtenIn, field: 'favicon', ...(located?.exact ? { at: located.position } : {}) };
}
