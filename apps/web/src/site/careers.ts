import { readDocuments, type SiteDocument } from './documents.ts';

const files = import.meta.glob<string>('../../content/careers/*.md', { query: '?raw', import: 'default', eager: true });

/** Open roles, newest first. Extra front matter: location, type, team. */
export const jobs: readonly SiteDocument[] = readDocuments(files);
