// Runs after `react-router build`: the last touches to build/client for a slow network.
//
// 0. The route manifest, which every page loads first, names in each route only the chunks its
//    parent routes do not already name (route-manifest.mjs: a third of its size, the same links).
// 1. The prerendered public pages lose their <link rel="modulepreload"> hints. Those pages are
//    complete HTML: what a reader on a slow connection needs first is the HTML and its CSS, not
//    ~50 JavaScript files competing with the stylesheet for bandwidth. The module script at the
//    end of each page still imports everything, so the page becomes interactive a moment later.
//    The SPA fallback (__spa-fallback.html) keeps its hints: the signed-in app needs its code.
// 2. The SHA-256 of every inline script of every page goes to csp-hashes.json, by URL path
//    (`/`, `/about`; the SPA shell as `fallback`). The server reads it at start and allows each
//    page only its own inline scripts (React Router's hydration data, Mantine's colour-scheme
//    script), so its Content-Security-Policy needs no 'unsafe-inline' for scripts.
// 3. A service worker, sw.js, made by Workbox (generateSW) once the pages above are final: it
//    precaches the SPA shell and every hashed script and stylesheet, so a second visit needs the
//    network only for data. Signed-in paths are answered with the cached shell, also offline;
//    prerendered public pages go to the network first and fall back to their last copy; /api/*
//    is never touched (no route matches it, so the browser fetches it as if there were no worker).
//    Made here rather than by vite-plugin-pwa inside the Vite build: React Router writes the
//    prerendered pages and the shell after Vite's client build has closed, and this script edits
//    them again, so only here does the precache list see the files as they are served.
// 4. Every text file gets .br and .gz siblings, so the server can send them compressed without
//    compressing on each request (@fastify/static `preCompressed: true`).
//
// `node scripts/finish-build.mjs [folder]`: the folder defaults to build/client.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { manifestFileText, parseManifestFile, withoutInheritedImports } from './route-manifest.mjs';

const clientDirectory = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../build/client'));
const spaFallback = '__spa-fallback.html';
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
const manifests = [...files(clientDirectory)].filter((file) => /[\\/]assets[\\/]manifest-[^\\/]*\.js$/.test(file));
for (const file of manifests) {
  writeFileSync(file, manifestFileText(withoutInheritedImports(parseManifestFile(readFileSync(file, 'utf8')))));
}
for (const file of [...files(clientDirectory)]) {
  if (file.endsWith('.html') && path.basename(file) !== spaFallback) {
    const html = readFileSync(file, 'utf8');
    const stripped = html.replace(/<link rel="modulepreload"[^>]*\/>/g, '');
    if (stripped !== html) {
      writeFileSync(file, stripped);
      pages += 1;
    }
  }
}
/** The CSP source of each inline script (a <script> without src), in document order. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** `about/index.html` is served at /about, `index.html` at /. */
function urlPathOf(file) {
  const relative = path.relative(clientDirectory, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

const scriptHashes = { pages: {}, fallback: [] };
for (const file of [...files(clientDirectory)]) {
  if (!file.endsWith('.html')) continue;
  const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
  if (path.relative(clientDirectory, file) === spaFallback) scriptHashes.fallback = hashes;
  else scriptHashes.pages[urlPathOf(file)] = hashes;
}
writeFileSync(path.join(clientDirectory, 'csp-hashes.json'), `${JSON.stringify(scriptHashes, null, 2)}\n`);

/** A path as a regular expression matching it with or without a trailing slash. */
const exactPath = (urlPath) => new RegExp(`^${urlPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/$/, '')}/?$`);

async function writeServiceWorker(prerenderedPaths) {
  // workbox-build comes with vite-plugin-pwa (a dependency of this app); resolved through it, so
  // this works however npm lays out node_modules.
  const requireFromPwa = createRequire(createRequire(import.meta.url).resolve('vite-plugin-pwa'));
  const { generateSW } = await import(requireFromPwa.resolve('workbox-build'));
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    globPatterns: ['assets/**/*.{js,css}', `${spaFallback}`, 'favicon.svg', 'manifest.webmanifest'],
    swDest: path.join(clientDirectory, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    // One file, no importScripts from elsewhere: nothing the Content-Security-Policy must allow.
    inlineWorkboxRuntime: true,
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once; a later version waits for the person's
    // Reload (the page posts SKIP_WAITING) or for every tab of Owo to close.
    clientsClaim: true,
    skipWaiting: false,
    navigateFallback: `/${spaFallback}`,
    navigateFallbackDenylist: [/^\/api(\/|$)/, /\.[a-z]+$/i, ...prerenderedPaths.map(exactPath)],
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: { cacheName: 'owo-pages', networkTimeoutSeconds: 5, expiration: { maxEntries: 40 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`finish-build: ${warning}`);
  return { count, size };
}

const serviceWorker = await writeServiceWorker(Object.keys(scriptHashes.pages));

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
const hashCount = new Set([...Object.values(scriptHashes.pages).flat(), ...scriptHashes.fallback]).size;
console.log(
  `finish-build: ${manifests.length} route manifest made leaner, ${pages} prerendered pages without modulepreload hints, ${hashCount} inline-script hashes, ` +
    `sw.js precaching ${serviceWorker.count} files (${Math.round(serviceWorker.size / 1024)} KB), ${compressed} files precompressed`,
);
