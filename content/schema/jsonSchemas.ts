/**
 * The JSON Schemas an editor reads for help while typing (autocomplete, hover text, a squiggle under
 * a wrong value): one per shared data file and one per page kind's frontmatter, made from the zod
 * schemas with their Vietnamese descriptions and examples (`.meta()`). Written to content/schema/json/
 * by `npm run schemas`; jsonSchemas.test.ts fails while the committed files are stale.
 */
import { z } from 'zod';
import { createPageSchema } from './createPageSchema.ts';
import { dataSchemas } from './dataSchemas.ts';

/** Where the files live, from the project root; .vscode/settings.json names them there. */
export const JSON_SCHEMA_FOLDER = 'content/schema/json';

/** Each schema file's text by its path under JSON_SCHEMA_FOLDER: `data/<file>.schema.json`, `pages/<type>.schema.json`. */
export function renderJsonSchemas(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, schema] of Object.entries(dataSchemas)) {
    files[`data/${name}.schema.json`] = renderJsonSchema(schema, `content/data/${name}.yaml`);
  }
  // Any id where a page names shared data: the files must not change each time a course is added.
  for (const kind of createPageSchema(undefined).options) {
    files[`pages/${kind.shape.type.value}.schema.json`] = renderJsonSchema(kind, `Frontmatter của trang type: ${kind.shape.type.value}`);
  }
  return files;
}

function renderJsonSchema(schema: z.ZodType, title: string): string {
  // What the writer types (`io: 'input'`: defaults may be left out), in draft 7, which every YAML
  // and JSON editor reads; checks a schema cannot state (refinements) stay with `npm run check`.
  const { $schema, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  return JSON.stringify({ $schema, title, ...json }, null, 2) + '\n';
}
