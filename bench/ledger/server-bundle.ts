import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/** The server to run: apps/server/dist as built (`dist`), else the current source bundled like apps/server/build.mjs. */
export async function serverBundle(dist = false): Promise<string> {
  if (dist) return path.join(root, 'apps/server/dist/main.js');
  const outfile = path.join(root, 'bench/out/server/main.js');
  try {
    await bundle(outfile);
  } catch (error) {
    // The tree is shared with work in progress: a module half-written elsewhere should not stop
    // the benchmark when an earlier bundle of the same code is at hand.
    const fallback = [outfile, path.join(root, 'apps/server/dist/main.js')].find((file) => existsSync(file));
    if (!fallback) throw error;
    console.warn(`Bundling the server failed (${(error as Error).message.split('\n')[0]}); using ${fallback}`);
    return fallback;
  }
  return outfile;
}

/**
 * The server as it was at `commit` (a branch, tag or hash), bundled the same way, to time it side by
 * side with today's in one run. Its apps/server and packages come from git into bench/out/tree-<hash>,
 * with its own workspace packages linked beside them; npm packages stay external and load from this
 * tree's node_modules, and the migrations are this tree's (packages/db is found through node_modules
 * at run time), so both servers run on the same schema.
 */
export async function serverBundleAt(commit: string): Promise<string> {
  const hash = execFileSync('git', ['rev-parse', '--short=12', commit], { cwd: root, encoding: 'utf8' }).trim();
  const tree = path.join(root, `bench/out/tree-${hash}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(path.join(tree, 'node_modules/@owo'), { recursive: true });
  const archive = execFileSync('git', ['archive', hash, 'apps/server', 'packages'], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  for (const name of ['core', 'db'])
    symlinkSync(`../../packages/${name}`, path.join(tree, `node_modules/@owo/${name}`));
  const outfile = path.join(root, `bench/out/server-${hash}/main.js`);
  await bundle(outfile, path.join(tree, 'apps/server'));
  return outfile;
}

async function bundle(outfile: string, serverFolder = path.join(root, 'apps/server')) {
  await build({
    absWorkingDir: serverFolder,
    entryPoints: ['src/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@owo/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
