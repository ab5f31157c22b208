import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';

/*
 * The signed-in app's shell (the web build's __spa-fallback.html) names the chunks of the root
 * route only: React Router cannot know at build time which page it will open. The browser then
 * finds the page's code one level at a time (the page's module, then what it imports, then what
 * those import), a round trip each, after react-dom has started. On a Nigerian mobile network
 * (150 ms and more per round trip) that chain was five waves for the dashboard. Here the server,
 * which knows the path, matches it against the app's routes (React Router's own matcher, over the
 * build's route manifest) and names every chunk of the matched routes in the shell's <head>, so
 * they all download at once, beside react-dom.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
  imports?: string[];
}

interface RouteManifest {
  routes: Record<string, ManifestRoute>;
}

export interface ShellPage {
  html: string;
  /** The same page compressed, by content-encoding, made once per page. */
  encoded: (encoding: 'br' | 'gzip') => Buffer;
}

/** Loads the shell and the route manifest once; answers each path's page from a cache. */
export function spaShell(webDir: string, shellFile: string): (pathname: string) => ShellPage {
  const shell = readFileSync(path.join(webDir, shellFile), 'utf8');
  const manifest = readRouteManifest(webDir, shell);
  const routes = manifest ? routeTree(manifest) : [];
  const pages = new Map<string, ShellPage>();
  return (pathname) => {
    const matched = matchRoutes(routes, pathname)?.map((match) => match.route.id ?? '') ?? [];
    const key = matched.join(' ');
    let page = pages.get(key);
    if (!page) {
      page = shellPage(withPreloads(shell, manifest ? chunksOf(manifest, matched) : []));
      pages.set(key, page);
    }
    return page;
  };
}

/** The manifest file the shell loads (`/assets/manifest-<version>.js`), parsed; none when absent. */
function readRouteManifest(webDir: string, shell: string): RouteManifest | undefined {
  const href = shell.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  if (!href || !existsSync(path.join(webDir, href))) return undefined;
  const text = readFileSync(path.join(webDir, href), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as RouteManifest;
}

/** The manifest's flat routes as the nested route objects React Router matches. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/** Every chunk the matched routes load: their modules and everything those import. */
function chunksOf(manifest: RouteManifest, routeIds: string[]): string[] {
  const hrefs = new Set<string>();
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    for (const href of [
      route.module,
      route.clientLoaderModule,
      route.clientActionModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]) {
      if (href) hrefs.add(href);
    }
  }
  return [...hrefs];
}

/** The shell with a modulepreload link for each chunk it does not already name, before </head>. */
function withPreloads(shell: string, hrefs: string[]): string {
  const links = hrefs
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}"/>`)
    .join('');
  return links ? shell.replace('</head>', `${links}</head>`) : shell;
}

function shellPage(html: string): ShellPage {
  const encodings = new Map<string, Buffer>();
  return {
    html,
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(html, { level: 9 });
        encodings.set(encoding, body);
      }
      return body;
    },
  };
}
