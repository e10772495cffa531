import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/engine/core/paths.ts';
import { JSON_SCHEMA_FOLDER, renderJsonSchemas } from './jsonSchemas.ts';

const folder = path.join(projectRoot, JSON_SCHEMA_FOLDER);
const committed = () => Object.fromEntries(
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(folder, file).split(path.sep).join('/'), readFileSync(file, 'utf8')];
    }),
);

describe('the editor\'s JSON Schemas', () => {
  const rendered = renderJsonSchemas();

  it('are committed as the zod schemas make them today (npm run schemas rewrites them)', () => {
    expect(committed(), `${JSON_SCHEMA_FOLDER}/ is stale: run npm run schemas and commit the result`).toEqual(rendered);
  });

  it('describe a data file\'s fields in Vietnamese, with an example, and refuse a field the schema does not know', () => {
    const courses = JSON.parse(rendered['data/courses.schema.json'] ?? '{}');
    const price = courses.additionalProperties.properties.price;
    expect(price.description).toMatch(/^Học phí bằng đồng/);
    expect(price.examples).toEqual([6500000]);
    expect(courses.additionalProperties.additionalProperties).toBe(false);
  });

  it('give the editor Vietnamese messages for a wrong type and for text that misses its pattern', () => {
    const course = JSON.parse(rendered['data/courses.schema.json'] ?? '{}').additionalProperties.properties;
    expect(course.price.errorMessage).toBe('cần một số nguyên, viết liền, không dấu chấm hay đơn vị, ví dụ 6500000');
    expect(course.timeSlots.items.patternErrorMessage).toBe('cần khung giờ dạng 18:00-20:00');
    // An enum's own message lists the values it takes.
    expect(JSON.parse(rendered['pages/event.schema.json'] ?? '{}').properties.variant.errorMessage).toBeUndefined();
  });

  it('give each page kind its own schema, any id where a page names shared data', () => {
    expect(Object.keys(rendered).filter((name) => name.startsWith('pages/')).sort()).toEqual(
      ['bootcamp', 'course', 'event', 'exercises', 'guide', 'home', 'landing', 'page', 'schedule'].map((kind) => `pages/${kind}.schema.json`),
    );
    const course = JSON.parse(rendered['pages/course.schema.json'] ?? '{}');
    expect(course.properties.offering).toMatchObject({ type: 'string', description: 'id của một khóa học trong content/data/courses.yaml' });
  });
});
