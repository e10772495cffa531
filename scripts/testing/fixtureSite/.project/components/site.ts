import type { PictureSets } from '../../../../engine/site.ts';
import type { ProjectFacts } from '../definition.ts';

/** What a page is rendered from besides its own entry: the shared data and the pictures the build made, as the page cache watches them (renderer/pageRenderCache.ts). */
export interface SiteSources {
  data: ProjectFacts;
  images: PictureSets;
}
