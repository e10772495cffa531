import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/engine/core/paths.ts';
import { FRONT_MATTER_CONFIG, renderFrontMatterConfig } from './frontMatterCms.ts';
import { pageJsonSchemas } from './jsonSchemas.ts';

interface Field { name: string; type: string; required?: boolean; choices?: string[]; default?: unknown; description?: string; fieldGroup?: string }

describe('the Front Matter CMS content types', () => {
  const text = renderFrontMatterConfig(pageJsonSchemas());
  const config = JSON.parse(text);
  const fieldsOf = (kind: string): Field[] => config['frontMatter.taxonomy.contentTypes'].find((type: { name: string }) => type.name === kind).fields;
  const field = (kind: string, name: string) => fieldsOf(kind).find((candidate) => candidate.name === name);

  it('are committed as the page schemas make them today (npm run schemas rewrites frontmatter.json)', () => {
    expect(readFileSync(path.join(projectRoot, FRONT_MATTER_CONFIG), 'utf8'), `${FRONT_MATTER_CONFIG} is stale: run npm run schemas and commit the result`).toBe(text);
  });

  it('are one per page kind, told apart by type as the pages are', () => {
    expect(config['frontMatter.taxonomy.contentTypes'].map((type: { name: string }) => type.name)).toEqual(Object.keys(pageJsonSchemas()));
    expect(field('event', 'type')).toMatchObject({ type: 'choice', choices: ['event'], default: 'event', required: true });
  });

  it('show a field with its kind of input, its Vietnamese description and whether it is required', () => {
    expect(field('event', 'price')).toMatchObject({ type: 'number', required: true, description: 'Giá vé bằng đồng, số nguyên không dấu chấm; 0 nếu miễn phí' });
    expect(field('event', 'variant')).toMatchObject({ type: 'choice', choices: ['standard', 'presentation', 'landing'], default: 'standard' });
    expect(field('event', 'draft')).toMatchObject({ type: 'boolean', default: false });
    const speakers = field('event', 'speakers');
    expect(speakers).toMatchObject({ type: 'block', fieldGroup: 'event.speakers' });
    expect(config['frontMatter.taxonomy.fieldGroups'].find((group: { id: string }) => group.id === 'event.speakers')).toMatchObject({ labelField: 'name' });
  });

  it('leave to the text a field no form can show: named lists, and a value of several shapes', () => {
    expect(field('landing', 'cards')).toBeUndefined();
    expect(field('event', 'place')).toBeUndefined();
  });
});
