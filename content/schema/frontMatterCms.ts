/**
 * Front Matter CMS (https://frontmatter.codes/docs/content-creation/content-types) content types,
 * one per page kind, made from the page kinds' JSON Schemas (jsonSchemas.ts): beside an .mdx file,
 * its panel shows the fields of the page's `type` with their Vietnamese descriptions, choices and
 * required marks. Written to frontmatter.json at the project root by `npm run schemas`.
 * A field it cannot show as a form (named lists such as `cards`, a value of several shapes such as
 * an event's `place`) is left out: the writer types it in the text, and `npm run check` checks it.
 */
import type { z } from 'zod';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A field as Front Matter CMS reads it (https://frontmatter.codes/docs/content-creation/fields). */
interface Field {
  title: string;
  name: string;
  type: 'string' | 'number' | 'boolean' | 'choice' | 'list' | 'fields' | 'block';
  description?: string;
  required?: true;
  choices?: string[];
  multiple?: true;
  default?: unknown;
  fields?: Field[];
  fieldGroup?: string;
}

interface FieldGroup {
  id: string;
  labelField?: string;
  fields: Field[];
}

/** The file's name, at the project root, where the extension looks for it. */
export const FRONT_MATTER_CONFIG = 'frontmatter.json';

/** frontmatter.json for the page kinds' JSON Schemas, by their `type`. */
export function renderFrontMatterConfig(pageSchemas: Record<string, JsonSchema>): string {
  const fieldGroups: FieldGroup[] = [];
  const contentTypes = Object.entries(pageSchemas).map(([kind, schema]) => ({
    name: kind,
    pageBundle: false,
    previewPath: null,
    fields: fieldsOf(schema, kind, fieldGroups),
  }));
  const config = {
    $schema: 'https://frontmatter.codes/frontmatter.schema.json',
    'frontMatter.content.pageFolders': [{ title: 'content', path: '[[workspace]]/content' }],
    'frontMatter.content.supportedFileTypes': ['mdx'],
    'frontMatter.taxonomy.contentTypes': contentTypes,
    'frontMatter.taxonomy.fieldGroups': fieldGroups,
  };
  return JSON.stringify(config, null, 2) + '\n';
}

function fieldsOf(schema: JsonSchema, path: string, groups: FieldGroup[]): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (typeof property === 'boolean') return [];
    const field = fieldOf(name, property, `${path}.${name}`, groups);
    if (!field) return [];
    return [{ ...field, ...(property.description ? { description: property.description } : {}), ...(required.has(name) ? { required: true as const } : {}) }];
  });
}

function fieldOf(name: string, schema: JsonSchema, path: string, groups: FieldGroup[]): Field | undefined {
  const base = { title: name, name };
  if (typeof schema.const === 'string') return { ...base, type: 'choice', choices: [schema.const], default: schema.const };
  const choices = stringsOf(schema.enum);
  if (choices) return { ...base, type: 'choice', choices, ...(schema.default !== undefined ? { default: schema.default } : {}) };
  switch (schema.type) {
    case 'string': return { ...base, type: 'string' };
    case 'integer':
    case 'number': return { ...base, type: 'number' };
    case 'boolean': return { ...base, type: 'boolean', ...(schema.default !== undefined ? { default: schema.default } : {}) };
    case 'object': return schema.properties ? { ...base, type: 'fields', fields: fieldsOf(schema, path, groups) } : undefined;
    case 'array': {
      const items = schema.items;
      if (!items || typeof items === 'boolean' || Array.isArray(items)) return undefined;
      const itemChoices = stringsOf(items.enum);
      if (itemChoices) return { ...base, type: 'choice', choices: itemChoices, multiple: true };
      if (items.type === 'string') return { ...base, type: 'list' };
      if (items.type === 'object' && items.properties) {
        const fields = fieldsOf(items, path, groups);
        const labelField = fields.find((field) => field.type === 'string' && field.required)?.name;
        groups.push({ id: path, ...(labelField ? { labelField } : {}), fields });
        return { ...base, type: 'block', fieldGroup: path };
      }
      return undefined;
    }
    default: return undefined;
  }
}

function stringsOf(values: unknown[] | undefined): string[] | undefined {
  return values?.every((value) => typeof value === 'string') ? values.filter((value) => typeof value === 'string') : undefined;
}
