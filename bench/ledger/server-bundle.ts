import { existsSync } from 'node:fs';
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

async function bundle(outfile: string) {
  await build({
    absWorkingDir: path.join(root, 'apps/server'),
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
