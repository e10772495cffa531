/**
 * Where the content wrote a value the built HTML holds (a link's href, an image's src), at the
 * position the parse stage gives it: the page's own file first (its frontmatter fields, Markdown
 * links and images, HTML attributes), then the shared data files. Each file is read and parsed
 * once, as the pipeline reads it. A value found nowhere is left to a search of the text.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Located } from '../parse/outline/located.ts';
import { parsePage } from '../parse/parsePage.ts';
import { parseYaml, type ParsedYaml } from '../parse/parseYaml.ts';
import { DATA_FOLDER } from '../read/listContentFiles.ts';
import { readSource } from '../read/readSource.ts';
import { yamlStrings } from '../validate/links/yamlStrings.ts';

type Positions = Map<string, Located>;

export class WrittenValues {
  private readonly files = new Map<string, Positions>();
  private readonly dataFiles: string[];

  constructor(private readonly root: string, contentDir: string) {
    const dataDir = path.join(contentDir, DATA_FOLDER);
    this.dataFiles = existsSync(dataDir)
      ? readdirSync(dataDir).filter((name) => name.endsWith('.yaml')).sort().map((name) => path.relative(root, path.join(dataDir, name)).split(path.sep).join('/'))
      : [];
  }

  /** Where `value` was written for the page in `pageFile`, if the page or a data file wrote it as a value. */
  locate(pageFile: string, value: string): { file: string; line: number; column: number } | undefined {
    // The menus write a home section as "#x", which other pages get as "/#x"; the home page gets "/#x" as "#x".
    const needles = [value, ...(value.startsWith('/#') ? [value.slice(1)] : value.startsWith('#') ? [`/${value}`] : [])];
    for (const file of [pageFile, ...this.dataFiles]) {
      const positions = this.positionsIn(file, file === pageFile);
      for (const needle of needles) {
        const at = positions.get(needle);
        if (at) return { file, ...at };
      }
    }
    return undefined;
  }

  private positionsIn(file: string, isPage: boolean): Positions {
    let positions = this.files.get(file);
    if (!positions) {
      positions = existsSync(path.join(this.root, file)) ? (isPage ? pagePositions : dataPositions)(readSource(path.join(this.root, file), file).text, file) : new Map();
      this.files.set(file, positions);
    }
    return positions;
  }
}

function pagePositions(text: string, file: string): Positions {
  const parsed = parsePage({ file, text, problems: [] }, '');
  if ('fence' in parsed) return new Map();
  const { yaml, outline } = parsed.page;
  const written: [string, Located][] = [...yamlPositions(yaml)];
  if (outline) {
    written.push(...outline.links.map((link): [string, Located] => [link.url, link.at]), ...outline.images.map((image): [string, Located] => [image.url, image.at]));
    for (const element of outline.elements) {
      for (const { value, at } of element.attributes) {
        if (value.kind === 'text') written.push([value.value, at]);
        else if (value.kind === 'literal' && typeof value.value === 'string') written.push([value.value, at]);
      }
    }
  }
  return firstOfEach(written);
}

function dataPositions(text: string): Positions {
  return firstOfEach(yamlPositions(parseYaml(text)));
}

function yamlPositions(yaml: ParsedYaml): [string, Located][] {
  return yamlStrings(yaml.value).map(({ path: keys, value }) => [value.trim(), yaml.locate(keys).position]);
}

/** A value written twice in a file is placed at its first appearance. */
function firstOfEach(written: [string, Located][]): Positions {
  const positions: Positions = new Map();
  for (const [value, at] of written.sort(([, a], [, b]) => a.line - b.line || a.column - b.column)) {
    if (!positions.has(value)) positions.set(value, at);
  }
  return positions;
}
