import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp, stopLeftoverApps } from './app-server.ts';

/**
 * Runs once before the browser tests: starts the built app on a new data folder, which migrates
 * the database and makes the demo company, and stops it. Every test file's app starts on a copy of
 * that folder (running.ts), as `npm start` starts a second time; the apps the files start are
 * registered, and any still running after the last file is stopped.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'owo-e2e-prepared-'));
  const app = await startApp({ DATA_DIR: dataDir });
  await app.stop({ keepData: true });
  project.provide('preparedDataDir', dataDir);
  const registry = mkdtempSync(path.join(tmpdir(), 'owo-e2e-apps-'));
  project.provide('appRegistry', registry);
  return () => {
    stopLeftoverApps(registry);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
