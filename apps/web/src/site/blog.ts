import { readDocuments, type SiteDocument } from './documents.ts';

// Read at build time: Vite inlines each file's text, so there is nothing to fetch at run time.
const files = import.meta.glob<string>('../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

/** Every blog post, newest first. */
export const posts: readonly SiteDocument[] = readDocuments(files);

export function findPost(slug: string | undefined): SiteDocument | undefined {
  return posts.find((post) => post.slug === slug);
}
