/**
 * This site as `npm run new` scaffolds it: a template per page kind in templates/, and a course or
 * bootcamp page with an offering of its own. Such a page counts its offering's sessions from its
 * curriculum, and an offering's curriculum may live on one page only, so it cannot borrow one.
 */
import path from 'node:path';
import type { ScaffoldDefinition } from '../../scripts/engine/site.ts';

export const scaffold: ScaffoldDefinition['scaffold'] = {
  templates: path.join(import.meta.dirname, 'templates'),
  homeKinds: ['home'],
  ownEntry: {
    kinds: ['course', 'bootcamp'],
    data: 'courses',
    template: 'offering.yaml',
    taken: (id, file) => `the course id "${id}" already exists in ${file}; pick another slug, or write the page by hand with offering: ${id}`,
    added: (id, file) => `Added the course "${id}" to ${file}; the page's offering is it. Its price, dates, seats, form and payment are examples too: replace them there.`,
  },
};
