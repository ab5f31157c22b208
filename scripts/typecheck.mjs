// `npm run typecheck`: every workspace's own typecheck script, as many at once as there are cores
// (tsc uses one core; one after another they took 99 s on a 2-core machine, two at a time 55 s).
// Each workspace's output is printed whole when it ends; any failure fails the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const withTypecheck = workspaces.filter(
  (workspace) => JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck,
);

function typecheck(workspace) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', workspace], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FAILED'} ${workspace} (${seconds} s)`);
      if (code !== 0 || output.trim()) console.log(output.trim());
      resolve(code === 0);
    });
  });
}

// The slowest first (the web app's), so the others fill the other core meanwhile.
const queue = [...withTypecheck].sort((a, b) => Number(b === 'apps/web') - Number(a === 'apps/web'));
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) results.push(await typecheck(workspace));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
