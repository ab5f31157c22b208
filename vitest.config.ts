import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `core` (pure logic and property tests), `web` (the web app's pure
 * logic), `server` (API tests through
 * app.inject on a fresh database per file: PGlite, or PostgreSQL when DATABASE_URL is set) and
 * `e2e` (whole journeys in Chromium against the built app).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // A browser waits for the server; a loaded CI machine is slower than a laptop.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
