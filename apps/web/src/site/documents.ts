import { type Block, parseFrontMatter, parseMarkdown } from './markdown.ts';
import { slugFromFileName } from './paths.ts';

/** A Markdown file with its front matter checked: blog posts, job posts, legal pages. */
export interface SiteDocument {
  slug: string;
  title: string;
  /** YYYY-MM-DD, the day it was published or last changed. */
  date: string;
  author: string;
  summary: string;
  /** Any other front-matter fields (a job's location, say). */
  fields: Record<string, string>;
  blocks: Block[];
  /** At about 200 words a minute, rounded up. */
  readingMinutes: number;
}

const requiredFields = ['title', 'date', 'author', 'summary'] as const;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Reads one file; a missing field or a bad date fails the build with the file's name. */
export function readDocument(fileName: string, source: string): SiteDocument {
  const { data, body } = parseFrontMatter(source);
  for (const field of requiredFields) {
    if (!data[field]) throw new Error(`${fileName}: front matter needs "${field}"`);
  }
  const date = data.date ?? '';
  if (!isIsoDate(date)) throw new Error(`${fileName}: date must be YYYY-MM-DD, not "${date}"`);
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug: slugFromFileName(fileName),
    title: data.title ?? '',
    date,
    author: data.author ?? '',
    summary: data.summary ?? '',
    fields: data,
    blocks: parseMarkdown(body),
    readingMinutes: Math.max(1, Math.ceil(words / 200)),
  };
}

/** Reads every file of a folder (from import.meta.glob), newest first. */
export function readDocuments(files: Record<string, string>): SiteDocument[] {
  return Object.entries(files)
    .map(([fileName, source]) => readDocument(fileName, source))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

const longDate = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-01-12' -> '12 January 2026', the same at build time and in the browser. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
