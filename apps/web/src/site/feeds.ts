import type { SiteDocument } from './documents.ts';
import { inlineText } from './markdown.ts';
import { absoluteUrl, blogPath } from './paths.ts';

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date as RSS wants it; posts are dated in Lagos, 09:00 WAT. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T08:00:00Z`).toUTCString();
}

/** The blog as RSS 2.0: title, link, summary and the first paragraph of each post. */
export function buildRss(posts: readonly SiteDocument[]): string {
  const items = posts.map((post) => {
    const url = absoluteUrl(blogPath(post.slug));
    const firstParagraph = post.blocks.find((block) => block.type === 'paragraph');
    const description = firstParagraph ? `${post.summary} ${inlineText(firstParagraph.children)}` : post.summary;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>The Owo blog</title>',
    `    <link>${escapeXml(absoluteUrl('/blog'))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    '    <description>Bookkeeping, VAT, PAYE and payroll, explained for Nigerian business owners.</description>',
    '    <language>en-NG</language>',
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
}

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The signed-in app is of no use to a search engine; the public pages are. */
const privateSections = [
  '/auth/',
  '/dashboard',
  '/notification',
  '/bank',
  '/accounting/',
  '/expense/',
  '/hrm/',
  '/reports/',
  '/sales/',
  '/settings/',
  '/tax',
  '/api/',
];

export function buildRobots(): string {
  return [
    'User-agent: *',
    ...privateSections.map((section) => `Disallow: ${section}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
