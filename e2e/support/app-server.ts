import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmtpInbox, startSmtpInbox } from '../../apps/server/test/smtp-inbox.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  inbox: SmtpInbox;
  /** Stops the server; its data folder is removed unless kept for another start. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The built app as `npm start` runs it (dist bundle, web build, embedded PGlite in a fresh data
 * folder), with mail going to a local SMTP server the test reads. Given a registry folder, the
 * app's process id and data folder are written there until it stops, so that an app the tests
 * never stopped is stopped after them (stopLeftoverApps).
 */
export async function startApp(
  environment: Record<string, string> = {},
  options: { registry?: string } = {},
): Promise<RunningApp> {
  const inbox = await startSmtpInbox();
  const port = await freePort();
  const dataDir = environment.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'owo-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: inbox.url,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const registered = options.registry && path.join(options.registry, String(child.pid));
  if (registered) writeFileSync(registered, dataDir);
  await waitUntilReady(`${url}/api/ready`, child);
  return {
    url,
    dataDir,
    inbox,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await inbox.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      if (registered) rmSync(registered, { force: true });
    },
  };
}

async function waitUntilReady(readyUrl: string, child: ChildProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app was not ready within ${timeoutMs} ms`);
}

/** Stops the apps still in a registry folder (started, never stopped) and removes their data. */
export function stopLeftoverApps(registry: string): void {
  for (const pid of readdirSync(registry)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Gone already.
    }
    rmSync(readFileSync(path.join(registry, pid), 'utf8'), { recursive: true, force: true });
  }
  rmSync(registry, { recursive: true, force: true });
}
