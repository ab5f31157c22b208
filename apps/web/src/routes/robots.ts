import { buildRobots } from '../site/feeds.ts';

/** /robots.txt, prerendered at build time. */
export function loader() {
  return new Response(buildRobots(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
