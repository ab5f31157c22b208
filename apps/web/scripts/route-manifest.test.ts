import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestFileText, parseManifestFile, withoutInheritedImports } from './route-manifest.mjs';

interface Route {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, Route>;
}

/** What React Router preloads for a page (getModuleLinkHrefs + the entry): every matched route's module and imports. */
function preloadedFor(manifest: Manifest, id: string): Set<string> {
  const hrefs = new Set(manifest.entry.imports);
  for (let route: Route | undefined = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? '']) {
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  return hrefs;
}

const sample: Manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react-dom.js', '/assets/router.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/router.js', '/assets/Box.js'] },
    app: { id: 'app', parentId: 'root', module: '/assets/app.js', imports: ['/assets/Box.js', '/assets/query.js'] },
    invoices: {
      id: 'invoices',
      parentId: 'app',
      module: '/assets/invoices.js',
      imports: ['/assets/react-dom.js', '/assets/Box.js', '/assets/query.js', '/assets/Table.js', '/assets/app.js'],
    },
  },
};

describe('the leaner route manifest', () => {
  it('names in a route only the chunks its parents and the entry do not', () => {
    const lean = withoutInheritedImports(sample);
    expect(lean.routes.invoices?.imports).toEqual(['/assets/Table.js']);
    expect(lean.routes.app?.imports).toEqual(['/assets/query.js']);
    expect(lean.routes.root?.imports).toEqual(['/assets/Box.js']);
  });

  it('preloads exactly what the full manifest preloads, for every route of any tree', () => {
    const hrefs = fc.constantFrom(...Array.from({ length: 12 }, (_, index) => `/assets/chunk-${index}.js`));
    const manifests = fc
      .record({
        entry: fc.uniqueArray(hrefs, { maxLength: 4 }),
        routes: fc.array(fc.record({ parent: fc.nat(), imports: fc.option(fc.uniqueArray(hrefs, { maxLength: 8 })) }), {
          minLength: 1,
          maxLength: 10,
        }),
      })
      .map(({ entry, routes }): Manifest => {
        const tree: Record<string, Route> = {};
        routes.forEach((route, index) => {
          tree[`r${index}`] = {
            id: `r${index}`,
            // A parent always comes earlier, as in any route tree.
            ...(index > 0 ? { parentId: `r${route.parent % index}` } : {}),
            module: `/assets/route-${index}.js`,
            ...(route.imports ? { imports: route.imports } : {}),
          };
        });
        return { entry: { module: '/assets/entry.js', imports: entry }, routes: tree };
      });
    fc.assert(
      fc.property(manifests, (manifest) => {
        const lean = withoutInheritedImports(manifest);
        for (const id of Object.keys(manifest.routes)) {
          expect(preloadedFor(lean, id)).toEqual(preloadedFor(manifest, id));
        }
      }),
    );
  });

  it('reads and writes the file React Router writes', () => {
    const text = `window.__reactRouterManifest=${JSON.stringify(sample)};`;
    expect(parseManifestFile(text)).toEqual(sample);
    expect(manifestFileText(parseManifestFile(text))).toBe(text);
    expect(() => parseManifestFile('export default {}')).toThrow('Not a React Router manifest file');
  });
});
