/**
 * The lists of a page that a block's `of="…"` may name, as this site's frontmatter holds them: the
 * validator offers their names and reports a name the page lacks in these words.
 */
import type { PageFrontmatter } from '../../content/schema.ts';
import { countOf } from '../../lib/countOf.ts';
import type { OfList } from '../../scripts/engine/site.ts';

const cardNames = (frontmatter: PageFrontmatter) => Object.keys(('cards' in frontmatter && frontmatter.cards) || {});

/** A named list of the page's `cards`. */
export const ofCards: OfList<PageFrontmatter> = {
  names: cardNames,
  describe: (name) => `danh sách thẻ "${name}" trong cards`,
};

/** A named group of the page's `actions`. */
export const ofActions: OfList<PageFrontmatter> = {
  names: (frontmatter) => Object.keys(('actions' in frontmatter && frontmatter.actions) || {}),
  describe: (name) => `nhóm nút "${name}" trong actions`,
};

/** An event's list of people: its speakers or its guests. */
export const ofPeople: OfList<PageFrontmatter> = {
  names: (frontmatter) => [...('speakers' in frontmatter && frontmatter.speakers ? ['speakers'] : []), ...('guests' in frontmatter && frontmatter.guests ? ['guests'] : [])],
  describe: (name) => `danh sách người "${name}" trong frontmatter`,
};

/** A list lib/countOf.ts can count: the curriculum, the exercises, the instructors or a list of cards. */
export const ofCountable: OfList<PageFrontmatter> = {
  names: (frontmatter) => ['curriculum', 'exercises', 'instructors', ...cardNames(frontmatter)].filter((name) => countOf(frontmatter, name) !== undefined),
  describe: (name) => `danh sách "${name}" để đếm`,
};
