/**
 * What `npm run facts:diff` needs to know of a site: what each page shows of itself and of the
 * shared data (so a change to a course is listed under every page that prints it), where the frame
 * every page shares shows a data file, and how the site names and writes its facts for a reviewer.
 * The engine aligns, compares and renders; the site says what there is to compare.
 */
import type { Frontmatter } from '../core/frontmatter.ts';
import type { FactPath, FactValue } from './compareValues.ts';
import type { FactNames } from './nameFact.ts';

/** A page as the diff reads it. */
export interface ViewedPage<Page extends Frontmatter = Frontmatter> {
  route: string;
  frontmatter: Page;
}

/** A page as one value to compare: its route's frontmatter and the facts it shows, given the blocks its MDX places. */
export type PageViewer<Page extends Frontmatter = Frontmatter> = (frontmatter: Page, blocks: ReadonlySet<string>) => Record<string, unknown>;

export interface DiffDefinition<Data extends object = Record<string, unknown>, Page extends Frontmatter = Frontmatter> {
  diff: {
    /**
     * How the pages of one revision are viewed: `pages` and `data` are that revision's (the data
     * files that passed validation, with derived facts), so a page can show what another page or
     * a data file says (an event's date on the home page, a course's price on its page).
     */
    viewPages(pages: readonly ViewedPage<Page>[], data: Partial<Data>): PageViewer<Page>;
    /** Shared data every page shows in its frame, and where ("menu của mọi trang"). */
    frameData: Partial<Record<keyof Data & string, string>>;
    /** The reviewer's names for the fields. */
    names: FactNames;
    /**
     * A fact's value as the page prints it (a price in VND, a date as the site writes it). `data`
     * is the newer revision's data, a file that failed there taken from the older one.
     */
    formatFact(path: FactPath, value: FactValue, data: Partial<Data>): string;
  };
}
