/**
 * Front matter and a small, strict subset of Markdown for the blog, careers and legal pages.
 *
 * Supported: `## headings` (levels 2 to 4), paragraphs, `-` and `1.` lists (one level),
 * `> ` quotes, `|` tables with a header row, `---` rules, and inline **bold**, _italic_ or
 * *italic*, `code` and [links](/path). Anything else is kept as plain text, never as HTML: the
 * output is a tree that the Markdown component turns into React elements, so no HTML string is
 * ever injected. Kept apart from rendering so a full Markdown library could replace it later.
 */

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { type: 'rule' };

export interface FrontMatterDocument {
  data: Record<string, string>;
  body: string;
}

/**
 * Splits `---\nkey: value\n---\nbody` into its fields and body. Values may be wrapped in single
 * or double quotes (needed when they hold a colon at the start or a leading space).
 */
export function parseFrontMatter(source: string): FrontMatterDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? '').split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator <= 0) throw new Error(`Front matter line ${index + 1} is not "key: value": ${line}`);
    const key = line.slice(0, separator).trim();
    data[key] = unquote(line.slice(separator + 1).trim());
  }
  return { data, body: text.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/** Turns heading text into a stable anchor id: 'PAYE in 2026' -> 'paye-in-2026'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const listItem = /^(\s*)([-*]|\d+[.)])\s+(.*)$/;
const tableSeparator = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

function isTableRow(line: string): boolean {
  return line.trim().startsWith('|');
}

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((cell) => cell.trim());
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    /^#{1,6}\s/.test(line) ||
    listItem.test(line) ||
    line.startsWith('>') ||
    /^(-{3,}|\*{3,})\s*$/.test(line) ||
    (isTableRow(line) && next !== undefined && tableSeparator.test(next.trim()))
  );
}

/** Parses Markdown (the subset above) into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let index = 0;

  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  while (index < lines.length) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];

    if (line.trim() === '') {
      index += 1;
      continue;
    }

    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      // A page has one h1 (its title, from front matter), so '#' and '##' both become h2.
      const level = Math.min(4, Math.max(2, heading[1]?.length ?? 2)) as 2 | 3 | 4;
      const text = heading[2] ?? '';
      blocks.push({ type: 'heading', level, id: uniqueId(text), children: parseInline(text) });
      index += 1;
      continue;
    }

    if (/^(-{3,}|\*{3,})\s*$/.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }

    if (isTableRow(line) && next !== undefined && tableSeparator.test(next.trim())) {
      const header = splitRow(line).map(parseInline);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && isTableRow(lines[index] ?? '')) {
        const cells = splitRow(lines[index] ?? '');
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
        index += 1;
      }
      blocks.push({ type: 'table', header, rows });
      continue;
    }

    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (index < lines.length && (lines[index] ?? '').startsWith('>')) {
        quoted.push((lines[index] ?? '').replace(/^>\s?/, ''));
        index += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(quoted.join(' ').trim()) });
      continue;
    }

    const firstItem = listItem.exec(line);
    if (firstItem) {
      const ordered = /\d/.test(firstItem[2] ?? '');
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const item = listItem.exec(current);
        if (item && /\d/.test(item[2] ?? '') === ordered) {
          items.push(item[3] ?? '');
        } else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          // An indented line continues the item above it.
          items[items.length - 1] = `${items[items.length - 1]} ${current.trim()}`;
        } else {
          break;
        }
        index += 1;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }

    const paragraph: string[] = [line.trim()];
    index += 1;
    while (index < lines.length) {
      const current = lines[index] ?? '';
      if (current.trim() === '' || startsBlock(current, lines[index + 1])) break;
      paragraph.push(current.trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** Only site paths, anchors, mail and web links are kept as links; anything else is text. */
function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  return null;
}

/** Parses inline marks. Unclosed marks are left as the characters they are. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  let position = 0;

  const flush = () => {
    if (buffer) nodes.push({ type: 'text', value: buffer });
    buffer = '';
  };

  while (position < text.length) {
    const rest = text.slice(position);
    const char = text[position] ?? '';

    if (char === '\\' && position + 1 < text.length && /[\\`*_[\]()#|>-]/.test(text[position + 1] ?? '')) {
      buffer += text[position + 1];
      position += 2;
      continue;
    }

    if (char === '`') {
      const end = text.indexOf('`', position + 1);
      if (end > position + 1) {
        flush();
        nodes.push({ type: 'code', value: text.slice(position + 1, end) });
        position = end + 1;
        continue;
      }
    }

    if (rest.startsWith('**')) {
      const end = text.indexOf('**', position + 2);
      if (end > position + 2) {
        flush();
        nodes.push({ type: 'strong', children: parseInline(text.slice(position + 2, end)) });
        position = end + 2;
        continue;
      }
    }

    if (char === '*' || char === '_') {
      // An underscore inside a word (snake_case) is not emphasis.
      const before = text[position - 1] ?? ' ';
      const opensHere = char === '*' || !/[A-Za-z0-9]/.test(before);
      const end = text.indexOf(char, position + 1);
      const after = text[end + 1] ?? ' ';
      const closesThere = char === '*' || !/[A-Za-z0-9]/.test(after);
      if (opensHere && end > position + 1 && closesThere && text[position + 1] !== ' ') {
        flush();
        nodes.push({ type: 'em', children: parseInline(text.slice(position + 1, end)) });
        position = end + 1;
        continue;
      }
    }

    if (char === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
      const href = link ? safeHref(link[2] ?? '') : null;
      if (link && href) {
        flush();
        nodes.push({ type: 'link', href, children: parseInline(link[1] ?? '') });
        position += link[0].length;
        continue;
      }
    }

    buffer += char;
    position += 1;
  }
  flush();
  return nodes;
}

/** The plain text of inline nodes, for summaries, feeds and headings' ids. */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' || node.type === 'code' ? node.value : inlineText(node.children)))
    .join('');
}
