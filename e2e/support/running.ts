import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningApp, startApp } from './app-server.ts';
import { launchBrowser } from './browser.ts';

/** A test file's built app and Chromium, there from its first test to its last. */
export interface Running {
  app: RunningApp;
  browser: Browser;
}

/** Starts the app and a browser before the file's tests and stops both after them. */
export function runAppAndBrowser(): Running {
  const running = {} as Running;
  beforeAll(async () => {
    running.app = await startApp();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}
