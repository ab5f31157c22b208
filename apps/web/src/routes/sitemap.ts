import { posts } from '../site/blog.ts';
import { buildSitemap, type SitemapEntry } from '../site/feeds.ts';
import { sitePaths } from '../site/paths.ts';

/** /sitemap.xml, prerendered at build time. /new-page and the legacy pages point elsewhere, so they are left out. */
export function loader() {
  const entries: SitemapEntry[] = [
    ...sitePaths.filter((path) => path !== '/new-page').map((path) => ({ path })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date })),
  ];
  return new Response(buildSitemap(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
