/**
 * How a page finds what the build made of a picture it shows (scripts/engine/site.ts: PictureSet). The validator
 * resolves blocks before any picture is made, so a block's `resolve` names its pictures by address
 * and use only; the one wrapper that renders blocks (components/resolvedBlock.tsx) builds this
 * lookup for the page at render and hands it to the block, which hands it to its Picture.
 */
import type { ImageUseName } from '../../lib/imageUses.ts';
import { imageSourceFile, imageTreatment, isBesidePage, pictureKey, type PictureSet, type PictureSets } from '../../scripts/engine/site.ts';

/** The set the build made of `src` (as the content writes it) for `use`; none for a picture served as written. */
export type PictureOf = (src: string, use: ImageUseName) => PictureSet | undefined;

/** No picture sets: markup rendered alone (tests), where every picture is the address as written. */
export const noPictures: PictureOf = () => undefined;

/** The lookup of the page at `pageFile` (a picture beside it is found from there) in the build's `sets`. */
export function pictureLookup(sets: PictureSets | undefined, pageFile: string): PictureOf {
  if (!sets) return noPictures;
  return (src, use) => {
    const file = imageSourceFile(src, pageFile);
    const set = file ? sets[pictureKey(file, use)] ?? sets[pictureKey(file, undefined)] : undefined;
    // The build makes every photo the content names; one missing here would ship unprocessed or broken.
    if (!set && file && (isBesidePage(file) || imageTreatment(file) === 'variants')) {
      throw new Error(`${pageFile || 'This page'}: no picture was made of "${src}" for ${use}; is it named in a field site/checks/imageFields.ts lists?`);
    }
    return set;
  };
}
