/**
 * This site as `npm run facts:diff` compares it: each page viewed with the shared data it prints
 * (pageView.ts), the frame every page shares, the reviewer's names for its fields (fieldNames.ts)
 * and its values written as its pages print them (formatFact.ts).
 */
import type { PageFrontmatter, SiteData } from '../../content/schema.ts';
import type { DiffDefinition } from '../../scripts/engine/site.ts';
import { fieldNames } from './fieldNames.ts';
import { formatFactValue } from './formatFact.ts';
import { viewPages } from './pageView.ts';

export const factsDiff: DiffDefinition<SiteData, PageFrontmatter>['diff'] = {
  viewPages,
  frameData: {
    site: 'đầu trang và chân trang của mọi trang',
    nav: 'menu của mọi trang',
    contacts: 'chân trang của mọi trang',
    platforms: 'chân trang của mọi trang',
    labels: 'chữ giao diện của mọi trang',
  },
  names: fieldNames,
  // A zero price is free in the interface's own word (labels.yaml).
  formatFact: (path, value, data) => formatFactValue(path, value, data.labels),
};
