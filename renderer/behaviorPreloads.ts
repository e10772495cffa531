/**
 * The code of the behaviours a page uses (`data-behavior`, renderer/islands/scheduleIslands.ts) is
 * fetched from the document's head, beside the shell, instead of when the shell asks for it: a
 * tap that comes as soon as the page shows must not wait a round trip for a tab's or a copy
 * button's few lines. The chunks' names come from the client build's manifest (vike's assets.json),
 * written before pages are pre-rendered; in development nothing is preloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { handedOff } from '../scripts/engine/render/handOff.ts';

/** A client build manifest: source file → built file, as Vite writes it. */
export type BuildManifest = Record<string, { file: string; src?: string }>;

const BEHAVIOR_SOURCE = /\/([^/]+)\.behavior\.ts$/;
const BEHAVIOR_IN_HTML = /\sdata-behavior="([^"]+)"/g;

/** Each behaviour's built chunk, as a site path, by its `data-behavior` name. */
export function behaviorChunks(manifest: BuildManifest): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [source, { file }] of Object.entries(manifest)) {
    const name = BEHAVIOR_SOURCE.exec(source)?.[1];
    if (name) chunks.set(name, `/${file}`);
  }
  return chunks;
}

/** The chunks of the behaviours `html` uses, each once, in the order they first appear. */
export function chunksUsedBy(html: string, chunks: Map<string, string>): string[] {
  const used = new Set<string>();
  for (const [, name] of html.matchAll(BEHAVIOR_IN_HTML)) {
    const chunk = chunks.get(name ?? '');
    if (chunk) used.add(chunk);
  }
  return [...used];
}

let built: Map<string, string> | undefined;

/** `<link rel="modulepreload">` tags for the behaviours the page's body uses. */
export function behaviorPreloadTags(bodyHtml: string): string {
  built ??= readBuiltChunks();
  return chunksUsedBy(bodyHtml, built).map((href) => `<link rel="modulepreload" href="${href}">`).join('');
}

function readBuiltChunks(): Map<string, string> {
  // The dev server serves sources, not chunks: an earlier build's manifest would name files it has not.
  if (import.meta.env.DEV) return new Map();
  // The pre-render is told where the build writes (scripts/engine/run/build.ts).
  const outDir = handedOff().prerender?.outDir;
  if (!outDir) return new Map();
  const manifestFile = path.join(outDir, 'assets.json');
  if (!existsSync(manifestFile)) return new Map();
  return behaviorChunks(JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest);
}
