import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a made picture into the cache folder aside, then renames it: a build running at the same time never serves half a file. */
export function writePictureFile(folder: string, file: string, bytes: Buffer): void {
  const target = path.join(folder, file);
  writeFileSync(`${target}.${process.pid}.tmp`, bytes);
  renameSync(`${target}.${process.pid}.tmp`, target);
}
