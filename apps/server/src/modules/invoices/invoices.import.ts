import { AmountTooLarge, type InvoiceCsvRow } from '@owo/core';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { HttpError, Invalid } from '../../errors.ts';
import {
  type CheckedRows,
  type CsvUpload,
  csvImportResult,
  finishImport,
  type Refusal,
} from '../../imports/csv-import.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { existing, type Group, groupRows, IMPORTED, labelOf, linesOf } from './invoices.import-groups.ts';
import {
  invoiceImportMessages,
  invoiceOf,
  MAX_INVOICES_PER_UPLOAD,
  type Ready,
  readLookups,
} from './invoices.import-requests.ts';
import { createInvoice } from './invoices.service.ts';
import { recordEvent } from './sales.checks.ts';

/*
 * POST /invoices/csv after the rows are checked (imports/csv-import.ts). Rows with the same
 * Invoice Number are one invoice's lines (a blank cell takes what the invoice's other rows give;
 * two different values are refused); a row without a number is an invoice of its own. Names
 * become ids from lists read once per upload (customer by display name or email, branch, product
 * by SKU or name, tax by name), every invoice is checked by the invoice schema the API uses, and
 * each is made by createInvoice as a draft (docs/decisions.md "Invoice CSV upload"), all in the
 * route's one transaction. An invoice is saved with all its rows or not at all.
 *
 * The same file again adds nothing, without a column of its own:
 * - a numbered invoice whose number an uploaded invoice already has is already there (skipped);
 *   a number that an invoice typed in by hand has is refused, as the invoice form refuses it;
 * - an invoice made from a row without a number records an 'imported' event whose detail ends
 *   with the row's upload key: a hash of what the row says (names normalised) and how many
 *   identical rows came before it in the file. A row with that key already there is skipped.
 * Uploads of one company take turns (an advisory lock), so two at once cannot both add a row.
 */

/** Thrown to undo an all-or-nothing upload when an invoice is refused while they are being made. */
export class InvoiceImportUndone extends Error {
  constructor(readonly result: ReturnType<typeof csvImportResult>) {
    super('The invoice upload was refused');
  }
}

const linesText = (lines: number[]) => (lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`);

/**
 * Saves the checked rows as draft invoices; all-or-nothing with any refused row saves none. An
 * invoice refused while they are made (createInvoice's own checks, which throw before it writes)
 * is refused with its rows; in all-or-nothing mode that throws InvoiceImportUndone, so the
 * route's transaction is rolled back and the route answers its result.
 */
export async function importInvoices(
  tx: PostingTransaction,
  context: RequestContext,
  input: { upload: Pick<CsvUpload, 'mode' | 'fileName' | 'text'>; checked: CheckedRows<InvoiceCsvRow> },
) {
  const { upload, checked } = input;
  const groups = groupRows(upload, checked);
  if (groups.length > MAX_INVOICES_PER_UPLOAD) {
    throw new Invalid(invoiceImportMessages.tooManyInvoices, { file: invoiceImportMessages.tooManyInvoices });
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-csv:${context.companyId}`}, 0))`);
  const refused: Refusal[] = [...checked.refused];
  let duplicates = 0;
  const found = await existing(tx, context.companyId, groups);
  const fresh: Group[] = [];
  for (const group of groups) {
    if (group.number !== null && found.usedNumbers.has(group.number)) {
      refused.push(
        ...linesOf(group).map((line) => ({ line, reason: invoiceImportMessages.numberUsed(group.number ?? '') })),
      );
    } else if (
      (group.number !== null && found.uploadedNumbers.has(group.number)) ||
      (group.key !== null && found.uploadedKeys.has(group.key))
    ) {
      duplicates += group.rows.length;
    } else if (group.refusedLines.length > 0) {
      const first = Math.min(...group.refusedLines);
      const reason = invoiceImportMessages.refusedWith(first, labelOf(group));
      refused.push(...linesOf(group).map((line) => ({ line, reason })));
    } else fresh.push(group);
  }

  const lookups = await readLookups(tx, context.companyId, fresh);
  const ready: Ready[] = [];
  for (const group of fresh) {
    const outcome = invoiceOf(context, lookups, group);
    if ('refused' in outcome) refused.push(...outcome.refused);
    else ready.push(outcome);
  }

  let created = 0;
  // All-or-nothing with a refusal writes nothing: no need to make what would be rolled back.
  if (!(upload.mode === 'all-or-nothing' && refused.length > 0)) {
    let undone = false;
    for (const { group, invoice } of ready) {
      try {
        const { id } = await createInvoice(tx, context, invoice);
        const detail = `From ${upload.fileName}, ${linesText(linesOf(group))}${group.key ? ` (upload key ${group.key})` : ''}`;
        await recordEvent(tx, context, id, IMPORTED, detail);
        created++;
      } catch (error) {
        // createInvoice checks before it writes: a refusal leaves the transaction as it was.
        if (!(error instanceof HttpError || error instanceof AmountTooLarge)) throw error;
        refused.push(...linesOf(group).map((line) => ({ line, reason: error.message })));
        if (upload.mode === 'all-or-nothing') undone = true;
      }
    }
    if (undone) throw new InvoiceImportUndone(csvImportResult(upload, checked, { created: 0, duplicates, refused }));
  }
  return finishImport(tx, context, 'invoice-import', upload, checked, { created, duplicates, refused });
}
