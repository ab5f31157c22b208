import { describe, expect, it } from 'vitest';
import { posts } from './blog.ts';
import { jobs } from './careers.ts';
import { formatLongDate, readDocument, readDocuments } from './documents.ts';
import { buildRobots, buildRss, buildSitemap, escapeXml } from './feeds.ts';
import { isPublicSitePath, slugFromFileName } from './paths.ts';

const post = (date: string, title = 'A post') =>
  `---\ntitle: ${title}\ndate: ${date}\nauthor: Owo team\nsummary: Short.\n---\nWords ${'word '.repeat(450)}`;

describe('site documents', () => {
  it('reads front matter, slug and reading time', () => {
    const document = readDocument('../../content/blog/vat-on-invoices.md', post('2026-02-03'));
    expect(document).toMatchObject({
      slug: 'vat-on-invoices',
      title: 'A post',
      date: '2026-02-03',
      author: 'Owo team',
      summary: 'Short.',
      readingMinutes: 3,
    });
  });

  it('fails loudly on a missing field or an impossible date', () => {
    expect(() => readDocument('x.md', '---\ntitle: T\n---\nBody')).toThrow('x.md: front matter needs "date"');
    expect(() => readDocument('x.md', post('2026-02-30'))).toThrow('date must be YYYY-MM-DD');
  });

  it('sorts newest first', () => {
    const sorted = readDocuments({ 'a.md': post('2026-01-10', 'Older'), 'b.md': post('2026-03-01', 'Newer') });
    expect(sorted.map((document) => document.title)).toEqual(['Newer', 'Older']);
  });

  it('formats dates the Nigerian way', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
  });

  it('has real posts and jobs in the repository, each with a summary and content', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const document of [...posts, ...jobs]) {
      expect(document.summary.length).toBeGreaterThan(20);
      expect(document.blocks.length).toBeGreaterThan(3);
    }
  });
});

describe('feeds', () => {
  it('escapes XML', () => {
    expect(escapeXml(`Tom & Jerry's <"shop">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;shop&quot;&gt;');
  });

  it('builds RSS with one item per post, absolute links and RFC 822 dates', () => {
    const documents = readDocuments({ 'vat-guide.md': post('2026-02-03', 'VAT & you') });
    const rss = buildRss(documents);
    expect(rss).toContain('<title>VAT &amp; you</title>');
    expect(rss).toContain('<link>https://owo.ng/blog/vat-guide</link>');
    expect(rss).toContain('<pubDate>Tue, 03 Feb 2026 08:00:00 GMT</pubDate>');
    expect(rss.match(/<item>/g)).toHaveLength(1);
  });

  it('builds a sitemap and robots.txt that points to it', () => {
    const sitemap = buildSitemap([{ path: '/' }, { path: '/blog/vat-guide', lastModified: '2026-02-03' }]);
    expect(sitemap).toContain('<loc>https://owo.ng/</loc>');
    expect(sitemap).toContain('<lastmod>2026-02-03</lastmod>');
    expect(buildRobots()).toContain('Sitemap: https://owo.ng/sitemap.xml');
    expect(buildRobots()).toContain('Disallow: /dashboard');
  });
});

describe('public paths', () => {
  it('opens every public page and section, and nothing of the signed-in app', () => {
    for (const path of ['/', '/about', '/faqs/', '/blog/some-old-post', '/features/payroll', '/old-page/faqs']) {
      expect(isPublicSitePath(path), path).toBe(true);
    }
    for (const path of ['/dashboard', '/accounting/coa', '/blogger', '/auth/signin']) {
      expect(isPublicSitePath(path), path).toBe(false);
    }
  });

  it('takes slugs from file names', () => {
    expect(slugFromFileName('../../content/blog/paye-2026.md')).toBe('paye-2026');
  });
});
