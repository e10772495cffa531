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
    files[`data/${name}.schema.json`] = JSON.stringify(jsonSchemaOf(schema, `content/data/${name}.yaml`), null, 2) + '\n';
  }
  for (const [kind, schema] of Object.entries(pageJsonSchemas())) files[`pages/${kind}.schema.json`] = JSON.stringify(schema, null, 2) + '\n';
  return files;
}

/** The JSON Schema of each page kind's frontmatter, by its `type`. */
export function pageJsonSchemas(): Record<string, z.core.JSONSchema.BaseSchema> {
  // Any id where a page names shared data: the files must not change each time a course is added.
  return Object.fromEntries(createPageSchema(undefined).options.map((kind) => [kind.shape.type.value, jsonSchemaOf(kind, `Frontmatter của trang type: ${kind.shape.type.value}`)]));
}

/**
 * The editor's message for a value of the wrong type, in place of its English one ("Incorrect type.
 * Expected integer"): read by the YAML extension as `errorMessage`, with the field's example. Not for
 * text, where the extension would show it for a pattern or a format too.
 */
const typeMessages: Record<string, string> = {
  integer: 'cần một số nguyên, viết liền, không dấu chấm hay đơn vị',
  number: 'cần một số, không kèm đơn vị',
  boolean: 'cần true hoặc false',
  array: 'cần một danh sách, mỗi mục một dòng bắt đầu bằng "- "',
};

function jsonSchemaOf(schema: z.ZodType, title: string): z.core.JSONSchema.BaseSchema {
  // What the writer types (`io: 'input'`: defaults may be left out), in draft 7, which every YAML
  // and JSON editor reads; checks a schema cannot state (refinements) stay with `npm run check`.
  const { $schema, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const typeMessage = typeof jsonSchema.type === 'string' ? typeMessages[jsonSchema.type] : undefined;
      // An enum or a constant keeps the editor's own message, which lists the values it accepts.
      if (typeMessage && jsonSchema.enum === undefined && jsonSchema.const === undefined) {
        const [example] = Array.isArray(jsonSchema.examples) ? jsonSchema.examples : [];
        jsonSchema.errorMessage = example === undefined || typeof example === 'object' ? typeMessage : `${typeMessage}, ví dụ ${String(example)}`;
      }
      if (typeof jsonSchema.pattern === 'string') {
        const message = patternMessage(zodSchema);
        if (message) jsonSchema.patternErrorMessage = message;
      }
    },
  });
  return { $schema, title, ...json };
}

/** The schema's own Vietnamese message for text that does not match its pattern, read off a value every pattern here refuses. */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  const result = z.safeParse(schema, ' ');
  return result.error?.issues.find((issue) => issue.code === 'invalid_format' && issue.format === 'regex')?.message;
}
