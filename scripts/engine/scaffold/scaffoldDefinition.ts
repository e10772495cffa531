/**
 * What `npm run new` needs to know of a site besides its page kinds: where each kind's template is,
 * which kinds may be a folder's home page, and which kinds' pages need a data entry of their own.
 */

/**
 * A data entry a new page of some kinds gets of its own, appended to a data file from a template,
 * instead of borrowing another page's (a course page gets its own offering in courses.yaml).
 * Its id is the slug with `/` as `-`; its template and the page's fill `{{entryId}}` with it.
 */
export interface OwnEntry {
  kinds: readonly string[];
  /** The data file it is appended to: `courses` for content/data/courses.yaml. */
  data: string;
  /** The entry's template, in the templates folder. */
  template: string;
  /** Why the page cannot have it: the id is taken in `file`. */
  taken(id: string, file: string): string;
  /** What the writer is told once it is added to `file`. */
  added(id: string, file: string): string;
}

export interface ScaffoldDefinition {
  scaffold: {
    /**
     * The folder of templates, `<kind>.mdx` for each kind, each a page that passes the checks as
     * written. `{{route}}`, `{{startDate}}` and `{{endDate}}` (example dates a month and three months on)
     * are filled in.
     */
    templates: string;
    /** The kinds a page named `index` (the home page of its folder) may be. */
    homeKinds: readonly string[];
    ownEntry?: OwnEntry;
  };
}
