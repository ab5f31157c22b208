import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors.ts';
import { attachmentHeader } from '../pdf/render.ts';
import { renderStatementPdf } from '../pdf/StatementDocument.tsx';
import { DownloadClosed } from './backpressure.ts';
import { writeCsv } from './csv.ts';
import type { ReportRow, ReportTable } from './report-table.ts';
import { writeXlsx } from './xlsx.ts';

export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * The most lines a PDF is made of. @react-pdf lays a whole document out in memory before the first
 * byte, on the server's one thread (yielding between pages): a ledger of 1,000 lines is 46 pages,
 * 5 to 7 seconds and some 250 MB at its peak; 2,000 lines, 11 seconds and 500 MB; 20,000 would be
 * minutes and gigabytes. A longer report is for a spreadsheet, which streams (CSV, XLSX).
 * Lifting this means rendering in a worker thread, a few at a time.
 */
export const pdfLineLimit = 1000;

class TooLongForPdf extends HttpError {
  constructor(lines: number) {
    super(
      422,
      `This report has ${lines.toLocaleString('en-NG')} lines, more than a PDF can hold ` +
        `(${pdfLineLimit.toLocaleString('en-NG')}). Export it as XLSX or CSV, or choose a shorter period.`,
    );
  }
}

async function rowsForPdf(table: ReportTable): Promise<ReportRow[]> {
  if ((table.rowCount ?? 0) > pdfLineLimit) throw new TooLongForPdf(table.rowCount ?? 0);
  const rows: ReportRow[] = [];
  for await (const row of table.rows) {
    rows.push(row);
    // Rows posted since they were counted: refused all the same once there are too many.
    if (rows.length > pdfLineLimit) throw new TooLongForPdf(rows.length);
  }
  return rows;
}

/**
 * Answers with the report as a file named `${fileName}.${format}`. CSV and XLSX stream: the reply
 * starts at once and the rows are written as they are read, so a failure after the first bytes can
 * only cut the download short (logged). A PDF is made whole first: its errors are answered.
 */
export async function sendReportTable(reply: FastifyReply, table: ReportTable, format: ExportFormat, fileName: string) {
  // The reports.export check lives in the access hook, for routes that say they export.
  if (!reply.request.routeOptions.config.export) {
    throw new Error(`${reply.request.routeOptions.url} sends an export but does not declare config.export`);
  }
  reply
    .type(contentTypes[format])
    .header('Content-Disposition', attachmentHeader(`${fileName}.${format}`))
    .header('Cache-Control', 'private, no-store');
  // HEAD asks what the file would be, not for the work of making it.
  if (reply.request.method === 'HEAD') return reply.send();
  if (format === 'pdf') return reply.send(await renderStatementPdf(table, await rowsForPdf(table)));
  const output = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(table, output).catch((error: unknown) => {
    // A client that went away is no fault; a ledger that changed meanwhile is not ours either.
    if (error instanceof HttpError) reply.log.warn({ err: error }, 'export stopped while streaming');
    else if (!(error instanceof DownloadClosed)) reply.log.error({ err: error }, 'export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(output);
}
