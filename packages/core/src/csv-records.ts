import Papa from 'papaparse';

/*
 * A CSV file of records (customers, products, vendors) read the same way by the browser's preview
 * and by the server's import: a header row names the columns (any case, spacing or known alias),
 * each later row is one record, and each record keeps the line it starts on in the file so that a
 * refused row can be found and fixed. A comma or a semicolon may separate the cells (Excel in some
 * locales saves with ';'), and a byte order mark is ignored. Cells are text, trimmed; a cell that
 * looks like a formula ('=SUM(A1)') stays the text it is: nothing here evaluates anything.
 */

export interface CsvColumn {
  /** The field the column fills ('companyName'). */
  field: string;
  /** The heading the template writes ('Company Name'). */
  heading: string;
  /** Other headings people use for it ('Business name', 'Customer'). */
  aliases?: readonly string[];
}

export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  /** Field -> the cell's text, trimmed; columns the file lacks are absent. */
  values: Record<string, string>;
}

export interface CsvRecords {
  records: CsvRecord[];
  /** The file's headings matched to no column: told to the person, never an error. */
  unknownHeadings: string[];
  /** Fields of the columns found. */
  fields: string[];
  /** The file has more records than were asked for. */
  truncated: boolean;
}

export class CsvFileError extends Error {}

/** 'Company  Name', 'company_name', 'COMPANY-NAME' -> 'companyname'. */
const headingKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnIndex(headings: string[], columns: readonly CsvColumn[]) {
  const byKey = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.heading, column.field, ...(column.aliases ?? [])])
      byKey.set(headingKey(name), column.field);
  }
  const unknownHeadings: string[] = [];
  const fieldAt = headings.map((heading) => {
    const field = byKey.get(headingKey(heading));
    if (!field && heading.trim() !== '') unknownHeadings.push(heading.trim());
    return field;
  });
  return { fieldAt, unknownHeadings };
}

const newlines = (text: string, from: number, to: number) => {
  let count = 0;
  for (let index = from; index < to; index++) if (text.charCodeAt(index) === 10) count++;
  return count;
};

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads the file's records. `maxRecords` stops early (a preview, or a file over the limit:
 * `truncated` tells). Throws CsvFileError for a file with no
 * header row or none of the known columns.
 */
export function readRecordsCsv(text: string, columns: readonly CsvColumn[], maxRecords = Infinity): CsvRecords {
  const content = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let header: ReturnType<typeof columnIndex> | undefined;
  let cursor = 0;
  let line = 1;
  let truncated = false;
  Papa.parse<string[]>(content, {
    header: false,
    delimiter: delimiterOf(content),
    step: (result, parser) => {
      const start = cursor;
      cursor = result.meta.cursor;
      // The row starts after the newlines between the previous row's end and its own first cell.
      const rowLine = line + leadingNewlines(content, start, cursor);
      line += newlines(content, start, cursor);
      const cells = result.data;
      if (isBlank(cells)) return;
      if (!header) {
        header = columnIndex(cells, columns);
        return;
      }
      if (records.length >= maxRecords) {
        truncated = true;
        parser.abort();
        return;
      }
      const values: Record<string, string> = {};
      cells.forEach((cell, index) => {
        const field = header?.fieldAt[index];
        if (field && values[field] === undefined) values[field] = cell.trim();
      });
      records.push({ line: rowLine, values });
    },
  });
  if (!header) throw new CsvFileError('The file is empty: the first row should name the columns');
  const fields = [...new Set(header.fieldAt.filter((field): field is string => field !== undefined))];
  if (fields.length === 0) {
    throw new CsvFileError(
      `The first row names none of the columns this upload reads (${columns.map((column) => column.heading).join(', ')})`,
    );
  }
  return { records, unknownHeadings: header.unknownHeadings, fields, truncated };
}

/**
 * The separator the header row uses most of: a comma, a semicolon or a tab. (Papa Parse's own
 * guess is thrown by a blank last line.)
 */
function delimiterOf(text: string): string {
  const firstLine =
    text
      .slice(0, 10_000)
      .split(/\r?\n/)
      .find((row) => row.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: unquoted.split(delimiter).length - 1 }));
  const best = counts.reduce((most, next) => (next.count > most.count ? next : most));
  return best.count > 0 ? best.delimiter : ',';
}

/** Blank lines before a row's first cell belong to no row: the row starts after them. */
function leadingNewlines(text: string, from: number, to: number) {
  let count = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code === 10) count++;
    else if (code !== 13) break;
  }
  return count;
}

/** A template file: the headings, then an example row, as a spreadsheet opens it. */
export function csvTemplate(columns: readonly CsvColumn[], example: Record<string, string> = {}): string {
  const quote = (cell: string) => (/[",\n;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const headings = columns.map((column) => quote(column.heading)).join(',');
  const row = columns.map((column) => quote(example[column.field] ?? '')).join(',');
  return `${headings}\r\n${row}\r\n`;
}
