/**
 * The Vite build's output (the client code, styles, fonts, public files, and the server code),
 * kept between builds under the fingerprint of the code. Under `npm run build` that output holds
 * nothing of the content (derive/contentFiles.ts writes the content's files after it), so a rebuild
 * after a content edit copies it in instead of starting Vite: five seconds and more of a warm build
 * were Vite loading and bundling code that had not changed.
 */
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheRoot, hash } from '../core/diskCache.ts';

const NAME = 'vite-output';
/** Where the build's output folder was when it was kept: vike writes it into the server code. */
const OUT_DIR_FILE = 'out-dir.txt';
/** The file outside the output that the Vite build also writes, kept beside it (see autoImporterFile). */
const AUTO_IMPORTER_FILE = 'auto-importer.js';
/** Outputs of other code go once unused this long: a branch switched back to finds its own. */
const KEEP_OTHERS_MS = 24 * 60 * 60 * 1000;

export interface ViteOutputCache {
  /** Copies the kept output into `outDir`; false when there is none for this code. */
  restore(outDir: string): boolean;
  /** Keeps the output just built in `outDir`. */
  keep(outDir: string): void;
}

/** `codeFingerprint`: of every file and package the Vite build reads (renderCache/sourceFingerprint.ts). */
export function openViteOutputCache(root: string, codeFingerprint: string): ViteOutputCache {
  const dir = cacheRoot(root);
  // The root and mode too: vike writes the root into the server code, and the mode shapes the bundle.
  const folder = path.join(dir, `${NAME}-${hash(JSON.stringify([codeFingerprint, root, process.env.NODE_ENV ?? ''])).slice(0, 16)}`);
  return {
    restore(outDir) {
      const from = path.join(folder, OUT_DIR_FILE);
      const importer = path.join(folder, AUTO_IMPORTER_FILE);
      if (!existsSync(from) || !existsSync(importer)) return false;
      const keptOutDir = readFileSync(from, 'utf8');
      cpSync(folder, outDir, { recursive: true, filter: (source) => source !== from && source !== importer });
      rewriteServerPaths(path.join(outDir, 'server'), keptOutDir, outDir);
      const importerFile = autoImporterFile(root);
      const relative = (to: string) => path.relative(path.dirname(importerFile), to).split(path.sep).join('/');
      writeFileSync(importerFile, readFileSync(importer, 'utf8').replaceAll(keptOutDir, outDir).replaceAll(relative(keptOutDir), relative(outDir)));
      const now = new Date();
      utimesSync(from, now, now);
      return true;
    },
    keep(outDir) {
      if (existsSync(folder)) return;
      // Copied aside, then renamed: a build running at the same time never copies half an output.
      const temporary = `${folder}.${process.pid}.tmp`;
      rmSync(temporary, { recursive: true, force: true });
      cpSync(outDir, temporary, { recursive: true });
      writeFileSync(path.join(temporary, AUTO_IMPORTER_FILE), readFileSync(autoImporterFile(root)));
      writeFileSync(path.join(temporary, OUT_DIR_FILE), outDir);
      try {
        renameSync(temporary, folder);
      } catch {
        // Another build kept the same output first.
        rmSync(temporary, { recursive: true, force: true });
      }
      pruneOthers(dir, folder);
    },
  };
}

/**
 * Where vike's server-entry plugin (@brillout/vite-plugin-server-entry) writes, at each Vite build,
 * the path of the server code for the pre-render to import. It is kept with the output and written
 * back, pointing at the output it is restored into, as the Vite build would have written it.
 */
function autoImporterFile(root: string): string {
  const runtime = createRequire(path.join(root, 'package.json')).resolve('@brillout/vite-plugin-server-entry/runtime');
  return path.join(path.dirname(runtime), 'autoImporter.js');
}

/** Points the server code at the output it now sits in: vike names its output folder there (its build info). */
function rewriteServerPaths(server: string, from: string, to: string): void {
  if (from === to || !existsSync(server)) return;
  for (const name of readdirSync(server, { recursive: true, encoding: 'utf8' })) {
    if (!/\.m?js$/.test(name)) continue;
    const file = path.join(server, name);
    const code = readFileSync(file, 'utf8');
    if (code.includes(from)) writeFileSync(file, code.replaceAll(from, to));
  }
}

function pruneOthers(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) {
    const folder = path.join(dir, name);
    if (!name.startsWith(`${NAME}-`) || folder === keep) continue;
    const used = path.join(folder, OUT_DIR_FILE);
    const lastUsed = existsSync(used) ? statSync(used).mtimeMs : statSync(folder).mtimeMs;
    if (Date.now() - lastUsed > KEEP_OTHERS_MS) rmSync(folder, { recursive: true, force: true });
  }
}
