import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `core` (pure logic and property tests), `web` (the web app's pure
 * logic), `server` (API tests through app.inject, each file on a database of its own copied from a
 * prepared one: PGlite, or PostgreSQL when DATABASE_URL is set) and `e2e` (whole journeys in
 * Chromium against the built app, each file on a copy of a prepared data folder).
 *
 * Speed (issue 25, bench/README.md "Tests"): every core works, where Vitest would leave one idle on
 * a 2-core machine (its default is cores - 1), and the server and e2e files share their worker's
 * loaded modules (`isolate: false`) instead of importing the whole app again for every file. That
 * is safe because each file makes its own app, database, mail server and browser, and keeps no
 * state in modules; a run with `--sequence.shuffle.files` checks that files do not depend on order.
 */
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'], isolate: false } },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'],
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          // A browser waits for the server; a loaded CI machine is slower than a laptop.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time: Chromium and the app keep 1.7 of 2 cores busy already, and two files at
          // once took as long in all (1,227 s against 1,276 s) with timeouts under the load.
          fileParallelism: false,
        },
      },
    ],
  },
});
