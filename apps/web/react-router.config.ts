import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { blogPath, feedPaths, legacyPaths, sitePaths, slugFromFileName } from './src/site/paths.ts';

const blogDirectory = path.join(import.meta.dirname, 'content/blog');
const blogPosts = readdirSync(blogDirectory)
  .filter((file) => file.endsWith('.md'))
  .map((file) => blogPath(slugFromFileName(file)));

/**
 * The entry pages of the app, prerendered so that their form paints from the HTML before the
 * JavaScript arrives (they sit under routes/auth/open-layout.tsx or sign-in-layout.tsx, which have no
 * client loader).
 */
export const prerenderedAuthPaths = ['/auth/signin', '/auth/signup', '/auth/forgot-password'];

/**
 * ssr: false — no server rendering at run time. The public site is prerendered to HTML at build
 * time (every page of spec section 2, each blog post, the RSS feed, sitemap.xml and robots.txt);
 * because '/' is prerendered, the SPA shell for every other path (the signed-in app) is written
 * to build/client/__spa-fallback.html, which the server answers unknown paths with.
 */
export default {
  appDirectory: 'src',
  // WEB_BUILD_DIR: a private build beside the shared one (finish-build.mjs takes its client folder).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...sitePaths, ...legacyPaths, ...blogPosts, ...feedPaths, ...prerenderedAuthPaths],
  // Opt in to React Router 8 behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
