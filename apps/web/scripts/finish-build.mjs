// Runs after `react-router build`: the last touches to build/client for a slow network.
//
// 1. The prerendered public pages lose their <link rel="modulepreload"> hints. Those pages are
//    complete HTML: what a reader on a slow connection needs first is the HTML and its CSS, not
//    ~50 JavaScript files competing with the stylesheet for bandwidth. The module script at the
//    end of each page still imports everything, so the page becomes interactive a moment later.
//    The SPA fallback (__spa-fallback.html) keeps its hints: the signed-in app needs its code.
// 2. Every text file gets .br and .gz siblings, so the server can send them compressed without
//    compressing on each request (@fastify/static `preCompressed: true`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDirectory = path.resolve(import.meta.dirname, '../build/client');
const compressible = /\.(html|js|css|svg|xml|txt|json|data)$/;
const minimumBytes = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let pages = 0;
let compressed = 0;
for (const file of [...files(clientDirectory)]) {
  if (file.endsWith('.html') && path.basename(file) !== '__spa-fallback.html') {
    const html = readFileSync(file, 'utf8');
    const stripped = html.replace(/<link rel="modulepreload"[^>]*\/>/g, '');
    if (stripped !== html) {
      writeFileSync(file, stripped);
      pages += 1;
    }
  }
}
for (const file of [...files(clientDirectory)]) {
  if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}
console.log(`finish-build: ${pages} prerendered pages without modulepreload hints, ${compressed} files precompressed`);
