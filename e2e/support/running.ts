import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningApp, startApp } from './app-server.ts';
import { launchBrowser } from './browser.ts';

/** A test file's built app and Chromium, there from its first test to its last. */
export interface Running {
  app: RunningApp;
  browser: Browser;
}

/**
 * Starts the app and a browser before the file's tests and stops both after them. The app starts
 * on a copy of the data folder global-setup.ts prepared (migrated, with the demo company), in
 * under half the time of a first start, and each file's copy is its own: no file sees another's data.
 */
export function runAppAndBrowser(): Running {
  const running = {} as Running;
  beforeAll(async () => {
    [running.app, running.browser] = await Promise.all([startApp({ DATA_DIR: copyOfPreparedData() }), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

function copyOfPreparedData(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'owo-e2e-'));
  cpSync(inject('preparedDataDir'), copy, { recursive: true });
  return copy;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built app has started on once: migrated, with the demo company (global-setup.ts). */
    preparedDataDir: string;
  }
}
