import { type PayrollLineView, type PayrollRunView, type PayslipsSent, payrollMessages } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { Conflict, HttpError, NotFound } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import type { EmailMessage } from '../../mail/mailer.ts';
import { payslipEmail } from '../../mail/payroll-templates.ts';
import type { PayslipCompany, PayslipRun } from '../../pdf/Payslip.tsx';
import { recordAudit } from '../audit/index.ts';
import { employeeEmails } from '../people/index.ts';
import { companyLetterhead } from '../templates/index.ts';
import { monthText } from './payroll.schedules.ts';
import { lockRun } from './payroll.service.ts';
import { getPayroll } from './payroll.view.ts';

/*
 * Payslips of a run (issue 28): read in one transaction (the run as GET /payroll/{id} answers it and
 * the company's letterhead) and rendered after it, so a render holds no connection. Emailing them
 * needs an approved or paid run: a draft's figures may still change. Each employee with an email
 * address gets their own payslip through the outbox, queued in one transaction with the audit line,
 * after the run is locked and its status checked again.
 */

export interface PayslipsPrint {
  run: PayrollRunView;
  company: PayslipCompany;
  replyTo: string | null;
}

export async function readPayslips(tx: Transaction, context: RequestContext, id: string): Promise<PayslipsPrint> {
  const run = await getPayroll(tx, context, { id });
  const { issuer } = await companyLetterhead(tx, context.companyId);
  return {
    run,
    company: { name: issuer.name, address: issuer.address, logo: issuer.logo ?? null },
    replyTo: issuer.email ?? null,
  };
}

const stamps: Partial<Record<PayrollRunView['status'], string>> = {
  draft: 'Draft: not approved',
  'awaiting-approval': 'Draft: awaiting approval',
  void: 'Void',
};

export function payslipRun(run: PayrollRunView): PayslipRun {
  return { number: run.number, month: monthText(run.period), stamp: stamps[run.status] ?? null };
}

/** One employee's line of the run; 404 when they are not on it. */
export function payslipLine(run: PayrollRunView, employeeId: string): PayrollLineView {
  const line = run.lines.find((each) => each.employee._id === employeeId);
  if (!line) throw new NotFound('Payslip');
  return line;
}

/** 'Payslip January 2026 - Ada Obi.pdf', or 'Payslips January 2026 PAY-00001.pdf' for the whole run. */
export function payslipFileName(run: PayrollRunView, line?: PayrollLineView): string {
  const month = monthText(run.period);
  return line ? `Payslip ${month} - ${line.employee.displayName}.pdf` : `Payslips ${month} ${run.number}.pdf`;
}

/**
 * The most payslips one PDF holds. @react-pdf lays a whole document out in memory before its first
 * byte, on one PDF worker (pdf/pool.ts): at some 20 ms a page (bench/payroll), 500 payslips are
 * ten seconds of waiting. A larger run is downloaded a payslip at a time, or emailed.
 */
export const payslipsPerPdf = 500;

export function checkPdfSize(run: PayrollRunView): void {
  if (run.lines.length <= payslipsPerPdf) return;
  throw new HttpError(
    422,
    `This payroll has ${run.lines.length.toLocaleString('en-NG')} payslips, more than one PDF holds ` +
      `(${payslipsPerPdf}). Download them one employee at a time, or email them.`,
  );
}

export function checkIssued(run: Pick<PayrollRunView, 'status'>): void {
  if (run.status !== 'approved' && run.status !== 'paid') throw new Conflict(payrollMessages.payslipsNotIssued);
}

/** Who gets a payslip by email (their address), and who is skipped for having none. */
export async function payslipRecipients(tx: Transaction, companyId: string, run: PayrollRunView) {
  const emails = await employeeEmails(tx, { companyId }, { ids: run.lines.map((line) => line.employee._id) });
  const recipients = run.lines.flatMap((line) => {
    const to = emails.get(line.employee._id);
    return to ? [{ line, to }] : [];
  });
  const skipped = run.lines
    .filter((line) => !emails.has(line.employee._id))
    .map((line) => ({ _id: line.employee._id, displayName: line.employee.displayName }));
  return { recipients, skipped };
}

export function composePayslipEmail(print: PayslipsPrint, line: PayrollLineView, to: string, pdf: Buffer) {
  return payslipEmail({
    to,
    replyTo: print.replyTo,
    companyName: print.company.name,
    employeeName: line.employee.displayName,
    month: monthText(print.run.period),
    pdf: { fileName: payslipFileName(print.run, line), content: pdf },
  });
}

/** Queues the payslip emails if the run is still approved or paid; answers what was queued and skipped. */
export async function queuePayslips(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; emails: readonly EmailMessage[]; skipped: PayslipsSent['skipped'] },
): Promise<PayslipsSent> {
  const run = await lockRun(tx, context, input.id);
  checkIssued(run);
  for (const email of input.emails) await enqueueEmail(tx, email, context.companyId);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'payroll',
    entityId: input.id,
    after: { payslipsEmailed: input.emails.map((email) => email.to), skipped: input.skipped.map((one) => one._id) },
  });
  return { queued: input.emails.length, skipped: input.skipped };
}
