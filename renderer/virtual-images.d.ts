/** The pictures the build made for the pages, served by scripts/engine/render/imagesPlugin.ts (server only). */
declare module 'virtual:images' {
  import type { PictureSets } from '../lib/pictureSet.ts';

  /** By pictureKey (lib/pictureSet.ts): a picture's project path and the use it is shown for. */
  export const images: PictureSets;
}
