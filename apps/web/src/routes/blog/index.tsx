import { Link } from 'react-router';
import { posts } from '../../site/blog.ts';
import { CallToAction, PageHero } from '../../site/components/blocks.tsx';
import { formatLongDate } from '../../site/documents.ts';
import { pageMeta } from '../../site/meta.ts';
import { absoluteUrl } from '../../site/paths.ts';

export function meta() {
  return [
    ...pageMeta({
      title: 'The Owo blog',
      description:
        'Plain-English guides to bookkeeping, VAT, PAYE and payroll for Nigerian business owners, from the accountants and engineers who build Owo.',
      path: '/blog',
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'The Owo blog',
      href: absoluteUrl('/blog/rss.xml'),
    },
  ];
}

export default function BlogIndex() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Money matters, explained plainly"
        lead="Guides to VAT, PAYE, payroll and keeping good books, written by the accountants on our team for people who run Nigerian businesses."
      >
        <p style={{ marginTop: '1rem' }}>
          <a href="/blog/rss.xml">Follow with RSS</a>
        </p>
      </PageHero>
      <section className="site-section" aria-label="Posts">
        <div className="site-container" style={{ maxWidth: '52rem' }}>
          <ul className="site-post-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="site-card site-post-card">
                  <h2>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </h2>
                  <p className="site-post-card__meta">
                    <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.author} ·{' '}
                    {post.readingMinutes} min read
                  </p>
                  <p>{post.summary}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
