import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const google = 'https://accounts.google.com';

/**
 * The Content-Security-Policy, less its script-src. Styles stay open to inline: Mantine writes
 * its styles into the page. Owo is often opened on a LAN address over plain HTTP, so requests are
 * not upgraded to HTTPS.
 */
const otherDirectives: Array<[string, string[]]> = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['connect-src', ["'self'", google]],
  ['font-src', ["'self'", 'data:']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  // blob: for PDFs the app has fetched and shows in a frame (the template preview).
  ['frame-src', ['blob:', google]],
  ['img-src', ["'self'", 'data:', 'https:']],
  ['object-src', ["'none'"]],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'", "'unsafe-inline'", google]],
];

/**
 * Scripts come from Owo itself and from Google Identity Services ("Sign in with Google"); the
 * only inline scripts allowed are those whose SHA-256 is listed. The session token lives in
 * browser storage, so an injected inline script must never run.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), google];
  return [['script-src', scriptSources] as const, ...otherDirectives]
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What apps/web/scripts/finish-build.mjs writes: each page's inline-script hashes, by URL path. */
interface BuildScriptHashes {
  pages: Record<string, string[]>;
  fallback: string[];
}

function readBuildScriptHashes(webDir: string): BuildScriptHashes | undefined {
  const file = path.join(webDir, 'csp-hashes.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildScriptHashes;
}

/** The SHA-256 of each inline script of an HTML document, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** `/about/`, `/about/index.html` and `/about` are the same prerendered page. */
function pageOf(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
}

const isApiDocs = (pathname: string) => pathname === '/api/docs' || pathname.startsWith('/api/docs/');

/**
 * Helmet's headers, and a Content-Security-Policy per document: each page of the built web app
 * allows its own inline scripts (React Router's hydration data, Mantine's colour-scheme script)
 * by the hashes the build recorded; every other path, the signed-in app included, is answered
 * with the SPA shell and gets the shell's. Without a built web app there are no hashes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const build = readBuildScriptHashes(webDir);
  const basePolicy = contentSecurityPolicy();
  const pagePolicies = new Map(
    Object.entries(build?.pages ?? {}).map(([page, hashes]) => [page, contentSecurityPolicy(hashes)]),
  );
  const shellPolicy = build ? contentSecurityPolicy(build.fallback) : basePolicy;
  // The API reference (Scalar) writes one inline script, made from our fixed configuration only:
  // the first page served is hashed and that policy kept for every later one.
  let apiDocsPolicy: string | undefined;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', basePolicy);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiDocs(pathname)) {
      const page = request.method === 'GET' && reply.statusCode === 200 ? payload : undefined;
      if (apiDocsPolicy === undefined && typeof page === 'string' && page.includes('<script')) {
        apiDocsPolicy = contentSecurityPolicy(inlineScriptHashes(page));
      }
      reply.header('content-security-policy', apiDocsPolicy ?? basePolicy);
    } else if (!pathname.startsWith('/api/')) {
      reply.header('content-security-policy', pagePolicies.get(pageOf(pathname)) ?? shellPolicy);
    }
    return payload;
  });
}
