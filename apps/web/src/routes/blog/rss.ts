import { posts } from '../../site/blog.ts';
import { buildRss } from '../../site/feeds.ts';

/**
 * /blog/rss.xml: a resource route, prerendered at build time into build/client/blog/rss.xml
 * (react-router.config.ts lists it), so it is a static file like any other.
 */
export function loader() {
  return new Response(buildRss(posts), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
