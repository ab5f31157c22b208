// Bundles the API into dist/main.js, and the PDF worker (src/pdf/pool.ts) into dist/render-worker.js
// beside it: our workspace packages (TypeScript) are compiled in, npm packages stay external and
// load from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'render-worker': 'src/pdf/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
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
