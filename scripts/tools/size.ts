/**
 * `npm run size`: gzip bytes a first visit downloads for every built page (HTML, CSS,
 * JavaScript loaded up front) and the search index. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePage } from './bench/pageWeight.ts';
import { distDir } from '../engine/core/paths.ts';

const clientDir = path.join(distDir, 'client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}

const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && statSync(path.join(clientDir, file)).isFile())
  .sort();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(`${'page'.padEnd(40)}${'HTML'.padStart(9)}${'CSS'.padStart(9)}${'JS'.padStart(9)}`);
for (const file of htmlFiles) {
  const weight = measurePage(clientDir, file);
  const route = file === '404.html' ? '(not found)' : '/' + file.replace(/(^|\/)index\.html$/, '');
  console.log(`${route.padEnd(40)}${kb(weight.html)}${kb(weight.css)}${kb(weight.js)}`);
}
const index = path.join(clientDir, 'search-index.json');
if (existsSync(index)) console.log(`search index: ${kb(gzipSync(readFileSync(index)).length).trim()} gzip, fetched on first search`);
