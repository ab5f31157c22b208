import { setImmediate as nextTurn } from 'node:timers/promises';
import { type StatementImport, type StatementRowError, toNaira } from '@owo/core';
import {
  bankAccounts,
  bankStatementImports,
  bankStatementLines,
  type Database,
  type Executor,
  newId,
  type Transaction,
  tenantTransaction,
} from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import { findBankChartAccount } from './bank.view.ts';
import { readStatementFile, type StatementBatch, type StatementLimits } from './statements.parse.ts';

/*
 * Statement import (docs/bank-api.md; the why in docs/decisions.md, Bank). The file is read,
 * checked and cut into batches in memory first: a file that cannot be imported is refused before
 * anything is written. Then the import's record is created with the number of lines to write, and
 * the lines are written in batches, each its own short transaction that also moves the record's
 * counts on. Between batches other requests use the database, so a large import never holds it
 * (PGlite has one connection) for more than one batch. The record is the import's progress: any
 * process can answer for it, and the person's screen reads it while the upload's request runs.
 */

/**
 * Lines per batch, measured with a 5 MB file (40,000 lines) on PGlite on a busy 2-CPU machine: 500
 * lines take 150 to 300 ms to write, which is the longest another request's query waits. 250 lines
 * halve that wait but make the import about a tenth slower; 1,000 double it (docs/decisions.md).
 */
export const STATEMENT_BATCH_LINES = 500;

/** An import still 'importing' with no batch committed for this long has stopped with its process. */
const STALLED_AFTER = sql`interval '1 minute'`;

export interface StatementImportResult {
  import: { _id: string; fileName: string; lineCount: number };
  imported: number;
  duplicates: number;
  errors: StatementRowError[];
  /**
   * The statement's last day and closing balance (naira) as the file shows them (OFX LEDGERBAL, an
   * Excel 'Closing Balance' cell, else the last line's running balance; balance null when none), to
   * start a reconciliation from. Null for answers stored before it was added.
   */
  end: { date: string; balance: number | null } | null;
}

export type StatementImportStatus = 'importing' | 'completed' | 'stopped';

/** GET .../statement-imports/{importId}: how far an import has got. */
export interface StatementImportProgress {
  _id: string;
  fileName: string;
  status: StatementImportStatus;
  /** Readable transaction lines in the file. */
  totalLines: number;
  /** Of those, how many are done: stored now, or found already stored. */
  processedLines: number;
  /** Lines this import added. */
  imported: number;
  /** Lines that were already stored (an earlier import, or a repeat in the file). */
  duplicates: number;
  /** Rows of the file that could not be read. */
  errorCount: number;
  statementFrom: string | null;
  statementTo: string | null;
  startedAt: string;
  updatedAt: string;
}

export interface StatementImportOptions {
  limits: StatementLimits;
  batchLines?: number;
  /**
   * Runs in the last transaction with the answer and answers instead of it: the route records the
   * request's Idempotency-Key there, so a retry after the import finished gets the same answer.
   */
  finish?: (tx: Transaction, result: StatementImportResult) => Promise<StatementImportResult>;
}

/**
 * Each step of an import (start, every batch, finish) is its own short transaction for the
 * company, so requests of other companies run between them. The one place that says how.
 */
function importTransaction<T>(db: Database, companyId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return tenantTransaction(db, companyId, work);
}

/**
 * Imports a CSV, Excel (.xlsx) or OFX statement into a bank account. Lines already stored for the account (same
 * externalId: the bank's FITID or a hash of the line) are skipped and counted, also when two
 * imports of one file race. Rows that cannot be read are answered with their row numbers; the
 * others are stored. A file over the limits, unreadable, or with nothing readable is refused (400)
 * and stores nothing. When a batch fails the lines written so far stay, the record says 'stopped'
 * and how many were written, and importing the file again adds only the rest.
 */
export async function importStatement(
  db: Database,
  context: RequestContext,
  { accountId, input }: { accountId: string; input: StatementImport },
  options: StatementImportOptions,
): Promise<StatementImportResult> {
  const { companyId } = context;
  const file = await readStatementFile(input, options.limits, options.batchLines ?? STATEMENT_BATCH_LINES);
  const importId = input.importId ?? newId();
  const account = await importTransaction(db, companyId, async (tx) => {
    const found = await findBankChartAccount(tx, companyId, accountId);
    await checkStatementAccount(tx, companyId, found.id, file.accountNumber);
    const created = await tx
      .insert(bankStatementImports)
      .values({
        companyId,
        id: importId,
        accountId: found.id,
        sourceName: input.fileName,
        statementFrom: file.statementFrom,
        statementTo: file.statementTo,
        status: 'importing',
        totalLines: file.lineCount,
        errorCount: file.errors.length,
        importedBy: context.userId,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatementImports.id });
    if (created.length === 0) throw new Conflict('This statement import has already been started');
    return found;
  });

  let imported = 0;
  try {
    for (const batch of file.batches) {
      // PGlite answers within the same turn of the event loop: without this pause the next batch
      // would start before any other request had been read.
      await nextTurn();
      imported += await importTransaction(db, companyId, (tx) =>
        writeBatch(tx, companyId, account.id, importId, batch),
      );
    }
  } catch (error) {
    await importTransaction(db, companyId, (tx) =>
      tx
        .update(bankStatementImports)
        .set({ status: 'stopped', updatedAt: sql`now()` })
        .where(importKey(companyId, importId)),
    ).catch(() => undefined); // The database is gone: the record reads as stopped once it is stale.
    throw error;
  }

  const result: StatementImportResult = {
    import: { _id: importId, fileName: input.fileName, lineCount: imported },
    imported,
    duplicates: file.lineCount - imported,
    errors: file.errors,
    end: file.end
      ? { date: file.end.date, balance: file.end.balanceKobo === undefined ? null : toNaira(file.end.balanceKobo) }
      : null,
  };
  return importTransaction(db, companyId, async (tx) => {
    await tx
      .update(bankStatementImports)
      .set({ status: 'completed', updatedAt: sql`now()` })
      .where(importKey(companyId, importId));
    await recordAudit(tx, context, {
      action: 'create',
      entityType: 'bank-statement-import',
      entityId: importId,
      after: {
        account: account.id,
        fileName: input.fileName,
        format: input.format,
        imported,
        duplicates: result.duplicates,
        errors: file.errors.length,
        from: file.statementFrom,
        to: file.statementTo,
      },
    });
    // A big file runs on while the person works elsewhere: tell them when it is in.
    await notify(tx, companyId, [context.userId], {
      kind: 'statement-imported',
      title: `${input.fileName} is imported`,
      body: `${imported} new ${imported === 1 ? 'line' : 'lines'} for ${account.name}, ready to reconcile`,
      link: `/accounting/reconcile/${account.id}`,
      subjectId: importId,
    });
    return options.finish ? options.finish(tx, result) : result;
  });
}

/** Stores one batch's lines (those already there are skipped) and moves the record's counts on with them. */
async function writeBatch(
  tx: Transaction,
  companyId: string,
  accountId: string,
  importId: string,
  batch: StatementBatch,
): Promise<number> {
  const written =
    batch.lines.length === 0
      ? []
      : await tx
          .insert(bankStatementLines)
          .values(
            batch.lines.map((line) => ({
              companyId,
              id: newId(),
              importId,
              accountId,
              date: line.date,
              description: line.description,
              reference: line.reference,
              amount: line.amountKobo,
              statementBalance: line.balanceKobo ?? null,
              externalId: line.externalId,
            })),
          )
          .onConflictDoNothing({
            target: [bankStatementLines.companyId, bankStatementLines.accountId, bankStatementLines.externalId],
          })
          .returning({ id: bankStatementLines.id });
  await tx
    .update(bankStatementImports)
    .set({
      processedLines: sql`${bankStatementImports.processedLines} + ${batch.fileLines}`,
      lineCount: sql`${bankStatementImports.lineCount} + ${written.length}`,
      updatedAt: sql`now()`,
    })
    .where(importKey(companyId, importId));
  return written.length;
}

const importKey = (companyId: string, importId: string) =>
  and(eq(bankStatementImports.companyId, companyId), eq(bankStatementImports.id, importId));

/** An OFX file names its account: one for another account of ours is refused, not mixed in. */
async function checkStatementAccount(
  executor: Executor,
  companyId: string,
  accountId: string,
  statementAccountNumber: string | undefined,
) {
  if (statementAccountNumber === undefined || !/^\d{10}$/.test(statementAccountNumber)) return;
  const [details] = await executor
    .select({ accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.accountId, accountId)));
  if (details && /^\d{10}$/.test(details.accountNumber) && details.accountNumber !== statementAccountNumber) {
    const message = `This statement is for account ${statementAccountNumber}, not ${details.accountNumber}`;
    throw new Invalid(message, { content: message });
  }
}

/** How far an import of this bank account has got; 404 for an id the company has no import of (yet). */
export async function statementImportProgress(
  tx: Executor,
  context: Pick<RequestContext, 'companyId'>,
  { accountId, importId }: { accountId: string; importId: string },
): Promise<StatementImportProgress> {
  const { companyId } = context;
  const [row] = await tx
    .select({
      record: bankStatementImports,
      stalled: sql<boolean>`${bankStatementImports.updatedAt} < now() - ${STALLED_AFTER}`,
    })
    .from(bankStatementImports)
    .where(and(importKey(companyId, importId), eq(bankStatementImports.accountId, accountId)));
  if (!row) throw new NotFound('Statement import');
  const { record, stalled } = row;
  return {
    _id: record.id,
    fileName: record.sourceName,
    status: record.status === 'importing' && stalled ? 'stopped' : record.status,
    totalLines: record.totalLines,
    processedLines: record.processedLines,
    imported: record.lineCount,
    duplicates: record.processedLines - record.lineCount,
    errorCount: record.errorCount,
    statementFrom: record.statementFrom,
    statementTo: record.statementTo,
    startedAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
