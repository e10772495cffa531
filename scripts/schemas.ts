/**
 * `npm run schemas`: writes the editor's JSON Schemas (content/schema/jsonSchemas.ts) into
 * content/schema/json/, after a change to a schema in content/schema/. Files no longer made are removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSON_SCHEMA_FOLDER, renderJsonSchemas } from '../content/schema/jsonSchemas.ts';
import { projectRoot } from './engine/core/paths.ts';

const folder = path.join(projectRoot, JSON_SCHEMA_FOLDER);
const files = renderJsonSchemas();
rmSync(folder, { recursive: true, force: true });
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
  writeFileSync(path.join(folder, name), text);
}
console.log(`${Object.keys(files).length} JSON Schema in ${JSON_SCHEMA_FOLDER}/`);
