import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from './paths.ts';

interface PageMetaOptions {
  /** The page's own title; ' | Owo' is added unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  /** 150 characters or so: what a search result shows under the title. */
  description: string;
  /** The page's canonical path: where search engines should send people. */
  path: string;
  type?: 'website' | 'article';
  /** Articles: YYYY-MM-DD. */
  publishedTime?: string;
  /** Kept out of search results (the legacy pages, whose canonical is elsewhere, stay indexable). */
  noIndex?: boolean;
}

/** Title, description, canonical link and Open Graph / Twitter tags for a public page. */
export function pageMeta({
  title,
  fullTitle = false,
  description,
  path,
  type = 'website',
  publishedTime,
  noIndex = false,
}: PageMetaOptions): MetaDescriptor[] {
  const documentTitle = fullTitle ? title : `${title} | Owo`;
  const url = absoluteUrl(path);
  const image = absoluteUrl('/og-image.jpg');
  return [
    { title: documentTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: 'Owo' },
    { property: 'og:locale', content: 'en_NG' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: 'Owo: accounting, invoicing, payroll and tax for Nigerian businesses' },
    ...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
