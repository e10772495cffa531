/** The address a dev server says it listens on, read from what it printed (Vite: `➜  Local:   http://localhost:3000/`). */

// Terminal colours and styles: ESC [ … m.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first local http address in the output, without its trailing slash; undefined until one is printed. */
export function devServerUrl(output: string): string | undefined {
  const found = /https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d+/.exec(output.replace(ANSI, ''));
  return found?.[0];
}
