/**
 * `npm run schemas`: writes the editor's JSON Schemas (content/schema/jsonSchemas.ts) into
 * content/schema/json/, and the page kinds as Front Matter CMS content types into frontmatter.json
 * (content/schema/frontMatterCms.ts), after a change to a schema in content/schema/. Files no
 * longer made are removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_MATTER_CONFIG, renderFrontMatterConfig } from '../content/schema/frontMatterCms.ts';
import { JSON_SCHEMA_FOLDER, pageJsonSchemas, renderJsonSchemas } from '../content/schema/jsonSchemas.ts';
import { projectRoot } from './engine/core/paths.ts';

const folder = path.join(projectRoot, JSON_SCHEMA_FOLDER);
const files = renderJsonSchemas();
rmSync(folder, { recursive: true, force: true });
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
  writeFileSync(path.join(folder, name), text);
}
writeFileSync(path.join(projectRoot, FRONT_MATTER_CONFIG), renderFrontMatterConfig(pageJsonSchemas()));
console.log(`${Object.keys(files).length} JSON Schema in ${JSON_SCHEMA_FOLDER}/, the page kinds in ${FRONT_MATTER_CONFIG}`);
