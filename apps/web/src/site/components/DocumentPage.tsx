import { formatLongDate, type SiteDocument } from '../documents.ts';
import { Markdown } from './Markdown.tsx';

/** A legal page from content/pages/*.md. */
export function DocumentPage({ document }: { document: SiteDocument }) {
  return (
    <section className="site-section">
      <div className="site-container site-article">
        <h1 className="site-h1">{document.title}</h1>
        <p className="site-lead">{document.summary}</p>
        <p className="site-article__meta">Last updated {formatLongDate(document.date)}</p>
        <div style={{ marginTop: '2rem' }}>
          <Markdown blocks={document.blocks} />
        </div>
      </div>
    </section>
  );
}
