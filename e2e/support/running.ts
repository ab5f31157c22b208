import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningApp, startApp } from './app-server.ts';
import { type ChromiumKind, launchBrowser } from './browser.ts';

/** A test file's built app and Chromium, there from its first test to its last. */
export interface Running {
  app: RunningApp;
  browser: Browser;
}

/**
 * The next file's app, starting while this file's tests run: an app takes about 5 s to start on a
 * 2-core machine (loading the bundle, opening PGlite, checking the migrations and the demo), time
 * the browser tests otherwise spent waiting once per file. Files run one after another in one
 * worker that keeps this module (isolate: false), so each file takes the app started for it and
 * starts the next one's; the last one, never taken, is stopped after the tests (global-setup.ts).
 */
let nextApp: Promise<RunningApp> | undefined;

/**
 * Starts the app and a browser before the file's tests and stops both after them. The app starts
 * on a copy of the data folder global-setup.ts prepared (migrated, with the demo company), in
 * under half the time of a first start, and each file's copy is its own: no file sees another's data.
 * The browser is Chromium's headless shell unless the file needs the full one (browser.ts).
 */
export function runAppAndBrowser({ chromium = 'shell' }: { chromium?: ChromiumKind } = {}): Running {
  const running = {} as Running;
  beforeAll(async () => {
    const app = nextApp ?? startPreparedApp();
    nextApp = startPreparedApp();
    [running.app, running.browser] = await Promise.all([app, launchBrowser(chromium)]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

function startPreparedApp(): Promise<RunningApp> {
  const started = startApp({ DATA_DIR: copyOfPreparedData() }, { registry: inject('appRegistry') });
  // A start that fails is reported by the file that takes it, not as an unhandled rejection now.
  started.catch(() => undefined);
  return started;
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
    /** Where each started app is registered until it stops (app-server.ts). */
    appRegistry: string;
  }
}
