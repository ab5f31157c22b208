// React Router's browser manifest (build/client/assets/manifest-<version>.js) names, for every
// route, each chunk the route's module imports, however deep. Every page downloads the manifest
// before it can start, and with ssr: false it holds every route of the app, so it grows with each
// page built: 20 KB gzipped at 121 routes, a tenth of the sign-in page's JavaScript.
//
// React Router reads a route's `imports` in one place only (getModuleLinkHrefs, for modulepreload
// and prefetch links): it joins the imports of every matched route, parents included, with the
// entry's, and removes repeats. A chunk that the entry or a parent route already names is
// therefore named again for nothing; leaving it out of the child's list changes no link and no
// download, and takes the manifest to about two thirds of its size.

const assignment = 'window.__reactRouterManifest=';

/** The manifest with each route's imports less what its parents and the entry already name. */
export function withoutInheritedImports(manifest) {
  const routes = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const inherited = inheritedHrefs(manifest, route);
    routes[id] = route.imports ? { ...route, imports: route.imports.filter((href) => !inherited.has(href)) } : route;
  }
  return { ...manifest, routes };
}

/** What the entry and every parent of a route already load: their modules and imports. */
function inheritedHrefs(manifest, route) {
  const hrefs = new Set(manifest.entry.imports);
  for (let parent = manifest.routes[route.parentId]; parent; parent = manifest.routes[parent.parentId]) {
    hrefs.add(parent.module);
    for (const href of parent.imports ?? []) hrefs.add(href);
  }
  return hrefs;
}

/** The manifest file's text back and forth: `window.__reactRouterManifest={...};`. */
export function parseManifestFile(text) {
  if (!text.startsWith(assignment)) throw new Error('Not a React Router manifest file');
  return JSON.parse(text.slice(assignment.length).replace(/;\s*$/, ''));
}

export function manifestFileText(manifest) {
  return `${assignment}${JSON.stringify(manifest)};`;
}
