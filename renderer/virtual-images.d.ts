/** The pictures the build made for the pages, served by scripts/engine/render/contentPlugin.ts (server only). */
declare module 'virtual:images' {
  import type { PictureSets } from '../scripts/engine/site.ts';

  /** By pictureKey (scripts/engine/derive/pictureSet.ts): a picture's project path and the use it is shown for. */
  export const images: PictureSets;
}
