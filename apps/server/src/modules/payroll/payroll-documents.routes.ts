import { payslipsSentSchema } from '@owo/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import type { EmailMessage } from '../../mail/mailer.ts';
import { renderInWorker } from '../../pdf/pool.ts';
import { attachmentHeader } from '../../pdf/render.ts';
import { readCompanyName } from '../company-profile/index.ts';
import {
  checkIssued,
  checkPdfSize,
  composePayslipEmail,
  payslipFileName,
  payslipLine,
  payslipRecipients,
  payslipRun,
  queuePayslips,
  readPayslips,
} from './payroll.payslips.ts';
import { monthText, type ScheduleKind, schedules } from './payroll.schedules.ts';
import { getPayroll } from './payroll.view.ts';

/*
 * What a payroll run produces (issue 28): payslip PDFs, one employee's or the whole run's (a page
 * each); the payslips emailed to the employees; and the remittance schedules (bank transfer, PAYE
 * per State IRS, pension per PFA, NHF) as CSV and XLSX, and PAYE, pension and NHF also as PDF.
 * Schedules are files of the company's data, so, as every export, they also need reports.export.
 */

const tags = ['Payroll'];
const view = { access: { permission: 'payroll.view' } } as const;
const runParams = z.object({ id: z.string() });
const payslipParams = z.object({ id: z.string(), employeeId: z.string() });

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', attachmentHeader(fileName))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

const scheduleRoutes: Array<{ kind: ScheduleKind; summary: string; formats: readonly string[] }> = [
  {
    kind: 'bank',
    summary:
      'Net pay for a bulk transfer from internet banking: name, bank, bank code, account number, amount, narration',
    formats: ['csv', 'xlsx'],
  },
  {
    kind: 'paye',
    summary: 'PAYE per State IRS: employee, TIN, gross, taxable pay and PAYE, a subtotal per state',
    formats: ['csv', 'xlsx', 'pdf'],
  },
  {
    kind: 'pension',
    summary: 'Pension per PFA: employee, RSA PIN, employee and employer contributions, a subtotal per PFA',
    formats: ['csv', 'xlsx', 'pdf'],
  },
  {
    kind: 'nhf',
    summary: 'National Housing Fund: the employees who contribute, their basic pay and NHF',
    formats: ['csv', 'xlsx', 'pdf'],
  },
];

export async function payrollDocumentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/payroll/:id/payslips', {
    config: view,
    schema: {
      tags,
      summary: "Every payslip of a payroll run in one PDF, a page each, in the order of the employees' names",
      description: 'A draft or void run prints with a stamp saying so. More than 500 payslips: 422 (one at a time).',
      params: runParams,
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Payroll');
      const print = await companyRead(request, (tx, context) => readPayslips(tx, context, id));
      checkPdfSize(print.run);
      const pdf = await renderInWorker('payslips', print.company, payslipRun(print.run), print.run.lines);
      return sendPdf(reply, pdf, payslipFileName(print.run));
    },
  });

  api.get('/payroll/:id/payslips/:employeeId', {
    config: view,
    schema: {
      tags,
      summary: "One employee's payslip of a payroll run (PDF)",
      description:
        'Earnings and deductions item by item, gross and net pay, the year to date, what the company pays on top ' +
        '(pension, NHIA, NSITF, ITF) and the salary account. 404 when the employee is not on the run.',
      params: payslipParams,
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Payroll');
      const employeeId = idParam(request.params.employeeId, 'Payslip');
      const print = await companyRead(request, (tx, context) => readPayslips(tx, context, id));
      const line = payslipLine(print.run, employeeId);
      const pdf = await renderInWorker('payslips', print.company, payslipRun(print.run), [line]);
      return sendPdf(reply, pdf, payslipFileName(print.run, line));
    },
  });

  api.post('/payroll/:id/payslips/send', {
    config: { access: { permission: 'payroll.edit' } },
    schema: {
      tags,
      summary: 'Email each employee of an approved or paid payroll their payslip (PDF attached)',
      description:
        'One email per employee with an email address, queued through the outbox. Answers how many were queued ' +
        'and who was skipped for having no email address. 409 for a draft, one awaiting approval or a void one.',
      params: runParams,
      response: { 200: envelope(payslipsSentSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payroll');
      const { print, recipients, skipped } = await companyRead(request, async (tx, context) => {
        const read = await readPayslips(tx, context, id);
        checkIssued(read.run);
        return { print: read, ...(await payslipRecipients(tx, context.companyId, read.run)) };
      });
      const run = payslipRun(print.run);
      // All at once: the PDF workers take them in turn, a core each (pdf/pool.ts).
      const emails: EmailMessage[] = await Promise.all(
        recipients.map(async ({ line, to }) =>
          composePayslipEmail(print, line, to, await renderInWorker('payslips', print.company, run, [line])),
        ),
      );
      const sent = await companyWrite(request, (tx, context) => queuePayslips(tx, context, { id, emails, skipped }));
      const message =
        sent.queued === 1
          ? '1 payslip is on its way'
          : `${sent.queued.toLocaleString('en-NG')} payslips are on their way`;
      return { message, data: sent };
    },
  });

  for (const { kind, summary, formats } of scheduleRoutes) {
    api.get(`/payroll/:id/schedules/${kind}`, {
      config: { ...view, export: true },
      schema: {
        tags,
        summary,
        description: `format: ${formats.join(', ')} (default csv). A draft or void run says so under the title.`,
        params: runParams,
        querystring: z.object({
          format: z
            .enum(formats as [string, ...string[]], { error: `Format must be ${formats.join(' or ')}` })
            .default('csv'),
        }),
      },
      handler: async (request, reply) => {
        const id = idParam(request.params.id, 'Payroll');
        const { run, companyName } = await companyRead(request, async (tx, context) => ({
          run: await getPayroll(tx, context, { id }),
          companyName: await readCompanyName(tx, context.companyId),
        }));
        const schedule = schedules[kind](run);
        const stamp = payslipRun(run).stamp;
        const table = {
          title: schedule.title,
          companyName,
          period: monthText(run.period),
          details: stamp ? [stamp, ...schedule.details] : schedule.details,
          basis: `Payroll ${run.number}`,
          printedAt: new Date(),
          columns: schedule.columns,
          rows: schedule.rows,
          rowCount: schedule.rows.length,
        };
        const format = request.query.format as 'csv' | 'xlsx' | 'pdf';
        return sendReportTable(reply, table, format, exportFileName(companyName, schedule.title));
      },
    });
  }
}
