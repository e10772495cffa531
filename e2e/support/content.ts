/**
 * The site's own content, read the way the build reads it (gray-matter + yaml, checked by
 * content/schema.ts), so the browser tests take their expected copy from the source
 * instead of repeating it: a writer's edit keeps them green, a broken behaviour does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { parse, type ScalarTag } from 'yaml';
import { createPageSchema, dataSchemas, type DataName, type FrontmatterOf, type PageFrontmatter, type SiteData } from '../../content/schema.ts';
import { routeFromPath } from '../../lib/routeFromPath.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const contentDir = path.join(projectRoot, 'content');
/** The built site the browser tests are served from. */
export const builtSiteDir = path.join(projectRoot, 'dist', 'client');

/** Placeholder values (`!example`) read as the plain strings the build uses. */
const exampleTag: ScalarTag = { tag: '!example', resolve: (value) => value };

function parseYamlText(text: string): unknown {
  return parse(text, { customTags: [exampleTag] });
}

function readDataFile(name: DataName): unknown {
  return parseYamlText(readFileSync(path.join(contentDir, 'data', `${name}.yaml`), 'utf8'));
}

/** Every shared data file from content/data/, each validated by its schema. */
export function readSiteData(): SiteData {
  return {
    site: dataSchemas.site.parse(readDataFile('site')),
    nav: dataSchemas.nav.parse(readDataFile('nav')),
    contacts: dataSchemas.contacts.parse(readDataFile('contacts')),
    'bank-accounts': dataSchemas['bank-accounts'].parse(readDataFile('bank-accounts')),
    instructors: dataSchemas.instructors.parse(readDataFile('instructors')),
    courses: dataSchemas.courses.parse(readDataFile('courses')),
    platforms: dataSchemas.platforms.parse(readDataFile('platforms')),
    labels: dataSchemas.labels.parse(readDataFile('labels')),
  };
}

export interface ContentPage {
  /** Path from content/, e.g. `index.mdx`. */
  file: string;
  route: string;
  frontmatter: PageFrontmatter;
  /** The MDX after the frontmatter. */
  body: string;
}

/** Every page under content/ (outside content/data/), with its route and validated frontmatter. */
export function listContentPages(): ContentPage[] {
  const data = readSiteData();
  const pageSchema = createPageSchema({
    instructors: Object.keys(data.instructors),
    courses: Object.keys(data.courses),
    contacts: Object.keys(data.contacts),
  });
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== 'data')
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(contentDir, file), 'utf8');
      // gray-matter only splits the block off; `yaml` parses it, as the build does (dates stay text).
      const { matter: yamlText, content } = matter(source, { engines: { yaml: () => ({}) } });
      return { file, route: routeFromPath(file), frontmatter: pageSchema.parse(parseYamlText(yamlText)), body: content };
    });
}

/** The home page (content/index.mdx) and its frontmatter. */
export function readHomePage(): ContentPage & { frontmatter: FrontmatterOf<'home'> } {
  const home = listContentPages().find((page) => page.route === '/');
  if (home?.frontmatter.type !== 'home') throw new Error('content/index.mdx is missing or is not of kind "home"');
  return { ...home, frontmatter: home.frontmatter };
}
