import { createHash } from 'node:crypto';
import { type InvoiceCsvRow, invoiceCsvColumns, readRecordsCsv } from '@owo/core';
import { documentEvents, documents, type Transaction } from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CheckedRow,
  type CheckedRows,
  CSV_MAX_ROWS,
  type CsvUpload,
  inBatches,
  normalisedName,
} from '../../imports/csv-import.ts';

/*
 * The rows of an invoice upload as the invoices they make (invoices.import.ts): rows with the same
 * Invoice Number are one invoice's lines, a row without a number is an invoice of its own, known by
 * its upload key; and which of them an earlier upload already made.
 */

/** How many names or numbers one lookup query takes. */
export const LOOKUP_BATCH = 1000;
/** The event an uploaded invoice records; its detail ends with the row's upload key. */
export const IMPORTED = 'imported';
const keyPattern = '\\(upload key ([0-9a-f]{32})\\)$';

/** One invoice of the file: its rows (good ones, read by the schema) and the lines the schema refused. */
export interface Group {
  number: string | null;
  rows: CheckedRow<InvoiceCsvRow>[];
  refusedLines: number[];
  /** Rows without a number: the upload key of the one row. */
  key: string | null;
}

export const labelOf = (group: Group) => group.number ?? 'this invoice';
export const linesOf = (group: Group) => group.rows.map((row) => row.line);

/** The upload key of a row without an invoice number: what it says, and which of identical rows it is. */
function rowKey(row: InvoiceCsvRow, occurrence: number): string {
  const text = (value: string | null) => (value === null ? '' : normalisedName(value));
  const content = [
    text(row.customer),
    text(row.branch),
    row.date ?? '',
    row.dueDate ?? '',
    text(row.product),
    text(row.description),
    String(Number(row.quantity)),
    row.price === null ? '' : String(row.price),
    row.tax.map(text).sort().join(';'),
    text(row.purchaseNo),
    text(row.note),
    text(row.address),
  ];
  return createHash('sha256')
    .update(JSON.stringify([content, occurrence]))
    .digest('hex')
    .slice(0, 32);
}

/** The file's invoices in the order they start in it; refused rows kept with the invoice they name. */
export function groupRows(upload: Pick<CsvUpload, 'text'>, checked: CheckedRows<InvoiceCsvRow>): Group[] {
  const groups = new Map<string, Group>();
  const occurrences = new Map<string, number>();
  const entries: Array<{ line: number; number: string | null; row: InvoiceCsvRow | null }> = checked.good.map(
    (checkedRow) => ({ line: checkedRow.line, number: checkedRow.row.invoiceNumber, row: checkedRow.row }),
  );
  if (checked.refused.length > 0) {
    // A refused row's values are not kept by the check: its invoice number is read again.
    const refusedLines = new Set(checked.refused.map((refusal) => refusal.line));
    const { records } = readRecordsCsv(upload.text, invoiceCsvColumns, CSV_MAX_ROWS);
    for (const record of records) {
      if (!refusedLines.has(record.line)) continue;
      entries.push({ line: record.line, number: record.values.invoiceNumber?.trim() || null, row: null });
    }
    entries.sort((first, second) => first.line - second.line);
  }
  for (const entry of entries) {
    const key = entry.number === null ? `line:${entry.line}` : `number:${entry.number}`;
    let uploadKey: string | null = null;
    if (entry.number === null && entry.row) {
      // Identical rows are told apart by how many came before: each is an invoice of its own.
      const content = rowKey(entry.row, 0);
      const occurrence = occurrences.get(content) ?? 0;
      occurrences.set(content, occurrence + 1);
      uploadKey = rowKey(entry.row, occurrence);
    }
    let group = groups.get(key);
    if (!group) {
      group = { number: entry.number, rows: [], refusedLines: [], key: uploadKey };
      groups.set(key, group);
    }
    if (entry.row) group.rows.push({ line: entry.line, row: entry.row });
    else group.refusedLines.push(entry.line);
  }
  return [...groups.values()].filter((group) => group.rows.length > 0);
}

/** The invoices the file has that are already there, and the numbers typed-in invoices already use. */
export async function existing(tx: Transaction, companyId: string, groups: readonly Group[]) {
  const numbers = [...new Set(groups.flatMap((group) => (group.number ? [group.number] : [])))];
  const keys = groups.flatMap((group) => (group.key ? [group.key] : []));
  const uploadedNumbers = new Set<string>();
  const usedNumbers = new Set<string>();
  const uploadedKeys = new Set<string>();
  for (const batch of inBatches(numbers, LOOKUP_BATCH)) {
    const found = await tx
      .select({ number: documents.number, importedEvent: documentEvents.id })
      .from(documents)
      .leftJoin(
        documentEvents,
        and(
          eq(documentEvents.companyId, documents.companyId),
          eq(documentEvents.documentId, documents.id),
          eq(documentEvents.event, IMPORTED),
        ),
      )
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'invoice'), inArray(documents.number, batch)));
    for (const row of found) (row.importedEvent === null ? usedNumbers : uploadedNumbers).add(row.number);
  }
  const keyOf = sql<string>`substring(${documentEvents.detail} from ${keyPattern})`;
  for (const batch of inBatches(keys, LOOKUP_BATCH)) {
    const found = await tx
      .select({ key: keyOf })
      .from(documentEvents)
      .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.event, IMPORTED), inArray(keyOf, batch)));
    for (const row of found) uploadedKeys.add(row.key);
  }
  return { uploadedNumbers, usedNumbers, uploadedKeys };
}
