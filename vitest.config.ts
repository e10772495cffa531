// Inline projects do not load vite.config.ts, so the site's plugins (vike, MDX, Tailwind) stay out of the tests.
// https://vitest.dev/guide/projects
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/*.dom.test.ts', 'e2e/**', 'scripts/*.test.ts', 'scripts/engine/run/*.test.ts', 'node_modules/**', '**/node_modules/**', 'dist/**', '.dist-*/**'],
          environment: 'node',
          // Vitest's default leaves a core idle on a 2-core machine (CPUs - 1): these files are independent.
          maxWorkers: 2,
          // Each worker imports zod's schemas, the MDX compiler, sharp and satori once for all its files,
          // not once a file: that import was most of the project's time. No file mocks a module, and
          // each puts back the timers, globals and spies it changes.
          isolate: false,
          // A file's first case pays for loading the content or a drawing library: seconds on a loaded CI
          // machine, which vitest's default of 5 s does not hold.
          testTimeout: 30_000,
          // Unit files run first, on both cores, before the builds and the browsers start.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          // The unit files that mount markup in a DOM, apart from the others: vitest reuses a worker
          // only while the next file queued wants the same environment, so the 15 happy-dom files
          // scattered among the Node ones ended about 30 workers, each importing everything again
          // (unit: 96 s and 184 CPU-s in one project, 49 s and 92 CPU-s in two).
          name: 'dom',
          include: ['**/*.dom.test.ts'],
          exclude: ['node_modules/**', '**/node_modules/**'],
          environment: 'happy-dom',
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The commands run as a writer runs them, on scratch copies of the project that share its
          // node_modules (and so vike's files there), and the engine's build recipe on scratch copies of
          // the fixture project (scripts/engine/run/): their builds take turns (oneBuildAtATime), the
          // rest runs beside the browser tests, in the same group, so no core waits on a build and the
          // unit files before them are not held up by one.
          name: 'commands',
          include: ['scripts/*.test.ts', 'scripts/engine/run/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/testing/browser/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A loaded 2-core CI machine, two Chromiums at a time, at times takes longer than the default
          // second to show what a poll waits for; what must happen at once is asserted without polling.
          expect: { poll: { timeout: 5_000 } },
          // Two files at a time share the one Chromium; two at a time is what a 2-core CI machine holds.
          maxWorkers: 2,
          // A worker imports playwright, the content and the test support once for all its files, not
          // once a file (import was 134 s of a run's time). Each file opens and closes its own pages,
          // and no module keeps state across files.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
