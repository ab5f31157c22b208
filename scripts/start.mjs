// `npm start`: builds what is missing or out of date, then serves the app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/web/build/client/index.html', 'apps/server/dist/main.js'].map((file) => path.join(root, file));
const sources = [
  'apps/web/src',
  'apps/web/content',
  'apps/server/src',
  'packages/core/src',
  'packages/db/src',
  'packages/db/migrations',
];

function newestChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((directory) => newestChange(path.join(root, directory))));
if (builtAt < changedAt) {
  console.log('Building Owo...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', outputs[1]], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
