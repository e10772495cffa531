import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixtureProject, type FixtureBuild, type FixtureProject } from '../../testing/fixtureSite/fixtureProject.ts';

/**
 * Rebuilds of the fixture project, with a build cache of its own: each renders again exactly the
 * pages whose inputs changed (the page cache: render/renderCache/), and the built site always shows
 * the latest content and code. The cases run in order, each on the build the one before left.
 */
let project: FixtureProject;

beforeAll(() => {
  project = makeFixtureProject();
});
afterAll(() => project.remove());

/** Builds (with the clock at `now`) and returns the build, which must succeed. */
function build(now?: string): FixtureBuild {
  const built = project.build(now);
  expect(built.status, built.output).toBe(0);
  return built;
}

const stylesheets = () => readdirSync(path.join(project.client, 'assets', 'static')).filter((file) => file.endsWith('.css'));
const counts = ({ rendered, reused }: FixtureBuild) => ({ rendered, reused });

describe('a rebuild', { timeout: 300_000 }, () => {
  it('renders nothing when nothing changed, and only the edited page when one page changed', () => {
    const cold = build();
    expect(cold.viteOutputReused).toBe(false);
    const total = cold.rendered;
    expect(total).toBe(project.builtPages().length);
    const warm = build();
    expect(counts(warm)).toEqual({ rendered: 0, reused: total });
    expect(warm.viteOutputReused).toBe(true);

    // One page's text: the stylesheet, which every page links to, stays as it was.
    const before = stylesheets();
    project.edit('content/index.mdx', (text) => `${text.trimEnd()}\n\nMột đoạn văn mới, thêm để thử bản dựng lại.\n`);
    const edited = build();
    expect(counts(edited)).toEqual({ rendered: 1, reused: total - 1 });
    expect(project.pagesShowing('Một đoạn văn mới, thêm để thử bản dựng lại')).toEqual(['index.html']);
    expect(stylesheets()).toEqual(before);
    expect(edited.viteOutputReused).toBe(true);

    // A heading: the Vite output is the earlier build's, the search index (written after it) is new.
    project.edit('content/index.mdx', (text) => `${text.trimEnd()}\n\n## Một mục mới để tìm\n`);
    const heading = build();
    expect(counts(heading)).toEqual({ rendered: 1, reused: total - 1 });
    expect(heading.viteOutputReused).toBe(true);
    expect(project.read('dist/client/search-index.json')).toContain('Một mục mới để tìm');
  });

  it("renders a page from kept code (vike's renderPage) as from code just built (vike's prerender): the same HTML, the not-found page too", () => {
    // The last build rendered the edited page and the not-found page with the earlier build's code.
    const htmlFiles = [...project.builtPages(), '404.html'];
    const rebuilt = new Map(htmlFiles.map((file) => [file, project.read(`dist/client/${file}`)]));
    project.clearCache();
    const cold = build();
    expect(cold.viteOutputReused).toBe(false);
    for (const file of htmlFiles) expect(project.read(`dist/client/${file}`), file).toBe(rebuilt.get(file));
  });

  it('renders the pages that show a changed data entry, with its new value, and keeps the others', () => {
    project.edit('content/data/speakers.yaml', (text) => text.replace('Nguyễn An', 'Lê Văn C'));
    const shown = build();
    expect(shown.viteOutputReused).toBe(true);
    const showing = project.pagesShowing('Lê Văn C');
    expect(showing).toEqual(['su-kien/index.html']);
    expect(counts(shown)).toEqual({ rendered: showing.length, reused: project.builtPages().length - showing.length });
  });

  it('keeps every page when an entry of a data file that no page shows changes: a page reads the entries it shows, not the whole file', () => {
    // Trần Bình speaks at no event; the event page reads its own speaker in the same file.
    project.edit('content/data/speakers.yaml', (text) => text.replace('Trần Bình', 'Trần Bình Minh'));
    const built = build();
    expect(built.viteOutputReused).toBe(true);
    expect(counts(built)).toEqual({ rendered: 0, reused: project.builtPages().length });
  });

  it('renders every page again when a component or the layout changes', () => {
    project.edit('components/mdxComponents.tsx', (text) => text.replace('<section id={id}>', '<section data-rebuilt="section" id={id}>'));
    const component = build();
    expect(component.reused).toBe(0);
    expect(component.viteOutputReused).toBe(false);
    expect(project.pagesShowing('data-rebuilt="section"')).toEqual(project.pagesShowing('<section'));
    expect(project.pagesShowing('data-rebuilt="section"')).toEqual(['index.html']);

    project.edit('components/Layout.tsx', (text) => text.replace('<main id="main">', '<main data-rebuilt="layout" id="main">'));
    const layout = build();
    expect(layout.reused).toBe(0);
    expect(layout.viteOutputReused).toBe(false);
    expect(project.pagesShowing('data-rebuilt="layout"')).toEqual(project.builtPages());
  });

  it('renders an event page again when its event starts, and when the clock moves alone only the pages whose countdown shows the time left', () => {
    // The last build, the previous case's, was of this content at the default clock (1 December 2029).
    const countdowns = project.pagesShowing('role="timer"');
    expect(countdowns).toEqual(['su-kien/index.html']);
    expect(counts(build('2029-12-31T20:00:00+07:00'))).toEqual({ rendered: countdowns.length, reused: project.builtPages().length - countdowns.length });

    // The event (1 January 2030, 19:00) has started: its page says so, and the home page no longer lists it as to come.
    const upcoming = project.pagesShowing('<li><a href="/su-kien">');
    expect(upcoming).toEqual(['index.html']);
    const started = build('2030-01-02T00:00:00+07:00');
    expect(project.pagesShowing('data-event="started"')).toEqual(['su-kien/index.html']);
    expect(project.pagesShowing('role="timer"')).toEqual([]);
    expect(project.pagesShowing('<li><a href="/su-kien">')).toEqual([]);
    expect(counts(started)).toEqual({ rendered: 2, reused: project.builtPages().length - 2 });
  });
});
