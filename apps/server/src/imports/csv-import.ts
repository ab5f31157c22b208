import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  type CsvColumn,
  CsvFileError,
  type CsvImportMode,
  type CsvImportResult,
  type CsvRecord,
  csvImportModes,
  fileSizeText,
  readRecordsCsv,
} from '@owo/core';
import { type Executor, newId } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { HttpError, Invalid } from '../errors.ts';
import { type Author, recordAudit } from '../modules/audit/audit.service.ts';

/*
 * A CSV upload of records (customers now; products and vendors next), the same for every kind:
 * 1. readCsvUpload: the one .csv file of a multipart form and its `mode` field, within the limits;
 * 2. checkCsvRows: each row read by its columns (packages/core/csv-records.ts) and checked by the
 *    kind's zod schema, a refused row kept with its line in the file and the reason;
 * 3. the kind's service resolves names (branch, currency) and saves the good rows in one
 *    transaction, in batches, skipping rows already there (their import key);
 * 4. csvImportResult: the answer (all-or-nothing with any refusal: nothing saved).
 * A cell that looks like a formula is stored as the text it is; exports neutralise it.
 */

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 20_000;

export const csvMessages = {
  chooseFile: 'Choose a .csv file to upload',
  onlyCsv: 'Only .csv files can be uploaded',
  tooLarge: `The file is larger than ${fileSizeText(CSV_MAX_BYTES)}. Split it into smaller files and upload each.`,
  tooManyRows: `The file has more than ${CSV_MAX_ROWS.toLocaleString('en-NG')} rows. Split it into smaller files and upload each.`,
  noRows: 'The file has a header row but no rows under it',
  notText: 'The file is not a text CSV file. Save it from your spreadsheet as "CSV UTF-8" and upload it again.',
  mode: 'Mode is not valid.',
} as const;

/** Lets a plugin's routes take CSV uploads (multipart stays scoped to that plugin). */
export function acceptCsvUploads(app: FastifyInstance) {
  return app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 2, fields: 10 } });
}

export interface CsvUpload {
  fileName: string;
  text: string;
  mode: CsvImportMode;
}

/** The upload's file (field "file") and its mode (field "mode", default all-or-nothing), in the request's idempotency fingerprint. */
export async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new Invalid(csvMessages.chooseFile, { file: csvMessages.chooseFile });
  let file: { fileName: string; content: Buffer } | undefined;
  let mode: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CSV_MAX_BYTES, files: 2, fields: 10, parts: 12 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'mode') mode = String(part.value);
        continue;
      }
      if (file) throw new Invalid('Upload one file at a time', { file: 'Upload one file at a time' });
      file = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, csvMessages.tooLarge, { file: csvMessages.tooLarge });
    }
    throw new Invalid('The upload could not be read. Please try again.');
  }
  if (!file) throw new Invalid(csvMessages.chooseFile, { file: csvMessages.chooseFile });
  if (!/\.csv$/i.test(file.fileName)) throw new Invalid(csvMessages.onlyCsv, { file: csvMessages.onlyCsv });
  const chosenMode = mode === undefined || mode === '' ? 'all-or-nothing' : mode;
  if (!(csvImportModes as readonly string[]).includes(chosenMode)) {
    throw new Invalid(csvMessages.mode, { mode: csvMessages.mode });
  }
  const text = decodeText(file.content);
  fingerprintUpload(request, text, chosenMode);
  return { fileName: file.fileName, text, mode: chosenMode as CsvImportMode };
}

/**
 * The Idempotency-Key check fingerprints the body before the route runs; a multipart body is a
 * stream it cannot see, so the file joins the fingerprint here (another file under the same key is
 * refused, not answered with the first file's result).
 */
function fingerprintUpload(request: FastifyRequest, text: string, mode: string) {
  const claim = request.idempotency;
  if (!claim) return;
  claim.requestHash = createHash('sha256').update(`${claim.requestHash}:${mode}:${text}`).digest('hex');
}

/** UTF-8 text; a file with NUL bytes is a spreadsheet's binary format (.xlsx renamed), not a CSV. */
function decodeText(content: Buffer): string {
  if (content.includes(0)) throw new Invalid(csvMessages.notText, { file: csvMessages.notText });
  return content.toString('utf8');
}

export interface CheckedRow<Row> {
  line: number;
  row: Row;
}

export interface Refusal {
  line: number;
  reason: string;
}

export interface CheckedRows<Row> {
  rows: number;
  good: CheckedRow<Row>[];
  refused: Refusal[];
  ignoredColumns: string[];
}

/** The first problem of a row, in the words its field's label gives. */
function reasonOf(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join('; ');
}

/** Reads the file's rows by these columns and checks each with the schema. */
export function checkCsvRows<Row>(
  text: string,
  columns: readonly CsvColumn[],
  schema: z.ZodType<Row>,
): CheckedRows<Row> {
  let records: CsvRecord[];
  let ignoredColumns: string[];
  try {
    const read = readRecordsCsv(text, columns, CSV_MAX_ROWS);
    if (read.truncated) throw new Invalid(csvMessages.tooManyRows, { file: csvMessages.tooManyRows });
    records = read.records;
    ignoredColumns = read.unknownHeadings;
  } catch (error) {
    if (error instanceof CsvFileError) throw new Invalid(error.message, { file: error.message });
    throw error;
  }
  if (records.length === 0) throw new Invalid(csvMessages.noRows, { file: csvMessages.noRows });
  const good: CheckedRow<Row>[] = [];
  const refused: Refusal[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record.values);
    if (parsed.success) good.push({ line: record.line, row: parsed.data });
    else refused.push({ line: record.line, reason: reasonOf(parsed.error) });
  }
  return { rows: records.length, good, refused, ignoredColumns };
}

/**
 * What to answer. The kind's service knows every refusal before it inserts anything, so
 * all-or-nothing with a refusal inserts nothing and answers saved: false.
 */
export function csvImportResult(
  upload: Pick<CsvUpload, 'mode'>,
  checked: Pick<CheckedRows<unknown>, 'rows' | 'ignoredColumns'>,
  outcome: { created: number; duplicates: number; refused: Refusal[] },
): CsvImportResult {
  const refused = [...outcome.refused].sort((first, second) => first.line - second.line);
  const refusedAll = upload.mode === 'all-or-nothing' && refused.length > 0;
  const result: CsvImportResult = {
    mode: upload.mode,
    saved: !refusedAll,
    rows: checked.rows,
    created: refusedAll ? 0 : outcome.created,
    duplicates: refusedAll ? 0 : outcome.duplicates,
    refused,
    ignoredColumns: checked.ignoredColumns,
  };
  return result;
}

/**
 * The upload's result, and what it added in the audit log (one entry an upload that saved rows):
 * each import ends the same way, so it is written once here.
 */
export async function finishImport(
  tx: Executor,
  context: Author & Pick<RequestContext, 'companyId'>,
  entityType: `${string}-import`,
  upload: Pick<CsvUpload, 'fileName' | 'mode'>,
  checked: Pick<CheckedRows<unknown>, 'rows' | 'ignoredColumns'>,
  outcome: { created: number; duplicates: number; refused: Refusal[] },
): Promise<CsvImportResult> {
  const result = csvImportResult(upload, checked, outcome);
  if (outcome.created > 0) {
    await recordAudit(tx, context, {
      action: 'create',
      entityType,
      entityId: newId(),
      after: {
        fileName: upload.fileName,
        mode: upload.mode,
        rows: result.rows,
        created: outcome.created,
        duplicates: outcome.duplicates,
        refused: outcome.refused.length,
      },
    });
  }
  return result;
}

/** The message the answer leads with. */
export function csvImportMessage(result: CsvImportResult, noun: { one: string; many: string }): string {
  const count = (value: number, words: { one: string; many: string }) =>
    `${value.toLocaleString('en-NG')} ${value === 1 ? words.one : words.many}`;
  const rows = { one: 'row', many: 'rows' };
  if (!result.saved) {
    return `Nothing was saved: ${count(result.refused.length, rows)} refused. Fix ${result.refused.length === 1 ? 'it' : 'them'} and upload the file again.`;
  }
  const parts = [`${count(result.created, noun)} added`];
  if (result.duplicates > 0) parts.push(`${count(result.duplicates, rows)} already there`);
  if (result.refused.length > 0) parts.push(`${count(result.refused.length, rows)} refused`);
  return parts.join(', ');
}

/** Splits rows into batches small enough for one insert (PostgreSQL takes at most 65,535 parameters). */
export function inBatches<Item>(items: readonly Item[], size: number): Item[][] {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** 'Adaeze  Foods LTD' -> 'adaeze foods ltd': how names compare in import keys and lookups. */
export function normalisedName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
