import { Link, useParams } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { findPost, posts } from '../../site/blog.ts';
import { CallToAction } from '../../site/components/blocks.tsx';
import { Markdown } from '../../site/components/Markdown.tsx';
import { formatLongDate } from '../../site/documents.ts';
import { pageMeta } from '../../site/meta.ts';
import type { Route } from './+types/post';

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(params.slug);
  if (!post) return [{ title: 'Post not found | Owo' }];
  return pageMeta({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.slug}`,
    type: 'article',
    publishedTime: post.date,
  });
}

export default function BlogPost() {
  const { slug } = useParams();
  const post = findPost(slug);
  if (!post) return <ErrorPage title={`Page Not Found: /blog/${slug ?? ''}`} />;
  const others = posts.filter((other) => other.slug !== post.slug).slice(0, 2);
  return (
    <>
      <article className="site-section">
        <div className="site-container site-article">
          <p>
            <Link to="/blog">← All posts</Link>
          </p>
          <h1 className="site-h1" style={{ marginTop: '1rem' }}>
            {post.title}
          </h1>
          <p className="site-article__meta">
            <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.author} · {post.readingMinutes} min
            read
          </p>
          <p className="site-lead">{post.summary}</p>
          <div style={{ marginTop: '2rem' }}>
            <Markdown blocks={post.blocks} />
          </div>
        </div>
      </article>
      {others.length > 0 ? (
        <section className="site-section site-section--tint" aria-labelledby="more-title">
          <div className="site-container" style={{ maxWidth: '52rem' }}>
            <h2 className="site-h2" id="more-title" style={{ marginBottom: '1.5rem' }}>
              More from the blog
            </h2>
            <ul className="site-post-list">
              {others.map((other) => (
                <li key={other.slug}>
                  <article className="site-card site-post-card">
                    <h3>
                      <Link to={`/blog/${other.slug}`}>{other.title}</Link>
                    </h3>
                    <p className="site-post-card__meta">
                      <time dateTime={other.date}>{formatLongDate(other.date)}</time>
                    </p>
                    <p>{other.summary}</p>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CallToAction />
    </>
  );
}
