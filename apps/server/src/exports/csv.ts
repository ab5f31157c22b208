import type { Writable } from 'node:stream';
import { toDecimalString } from '@owo/core';
import { writeChunk } from './backpressure.ts';
import { type ColumnKind, neutralised, type ReportCell, type ReportTable } from './report-table.ts';

/*
 * A report as CSV (RFC 4180), written a line at a time as its rows come. The title block (report,
 * company, period, basis) comes first, then a blank line, the column headings and the rows.
 * - UTF-8 with a byte order mark, or Excel reads '₦' and 'Ọ' as two odd letters each.
 * - Amounts are plain numbers in naira ('-1234.50'): no grouping or sign a spreadsheet has to
 *   guess at. Dates are YYYY-MM-DD, which every spreadsheet reads as a date whatever its locale.
 * - No indent: a label is data, and leading spaces would only get in the way of a lookup.
 * - No 'printed on' time: the same ledger gives the same file.
 */

const byteOrderMark = '\uFEFF';

/** A field quoted when it holds a quote, a comma or a line break. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: ReportCell, kind: ColumnKind): string {
  if (cell === null) return '';
  if (kind === 'amount' && typeof cell === 'number') return toDecimalString(cell);
  return field(neutralised(String(cell)));
}

const line = (fields: string[]) => `${fields.join(',')}\r\n`;

export async function writeCsv(table: ReportTable, output: Writable): Promise<void> {
  const titleBlock = [table.title, table.companyName, table.period, ...table.details, table.basis];
  await writeChunk(output, byteOrderMark + titleBlock.map((text) => line([cellText(text, 'text')])).join(''));
  await writeChunk(output, `\r\n${line(table.columns.map((column) => cellText(column.heading, 'text')))}`);
  for await (const row of table.rows) {
    await writeChunk(
      output,
      line(row.cells.map((cell, index) => cellText(cell, table.columns[index]?.kind ?? 'text'))),
    );
  }
  output.end();
}
