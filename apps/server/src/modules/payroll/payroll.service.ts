import {
  type PayrollAdjustment,
  type PayrollCreate,
  type PayrollPay,
  type PayrollUpdate,
  payrollMessages,
  periodDates,
  todayInLagos,
  toNaira,
} from '@owo/core';
import { newId, payrollLines, payrollRuns, type Transaction } from '@owo/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { branchOnly, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { balancesAsOf } from '../../ledger/balances.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { recordAudit } from '../audit/index.ts';
import { findBankChartAccount } from '../bank/index.ts';
import { type LineColumns, laterMonthApproved, workOutLines } from './payroll.figures.ts';
import { postAccrual, postPayment, reverseRun } from './payroll.ledger.ts';

/*
 * Payroll runs (issue 28): draft -> awaiting approval -> approved (the accrual posted) -> paid (the
 * net pay posted out of the bank) or void (every entry reversed). A draft or one awaiting approval
 * is worked out again whenever it is changed, and once more when it is approved, so what posts is
 * what the employments and the approved months before it say on that day. Approving needs the bank
 * account to hold the net pay (the spec's insufficient-funds dialog shows the shortfall); approving,
 * paying and voiding need payroll.approve (ledger/approval.ts).
 */

const ENTITY = 'payroll';
type RunRow = typeof payrollRuns.$inferSelect;

async function runNumber(tx: Transaction, companyId: string) {
  return `PAY-${String(await nextNumber(tx, companyId, 'payroll-run')).padStart(5, '0')}`;
}

/** The run locked for the rest of the transaction; 404 for another company's or, for a limited member, another branch's. */
export async function lockRun(tx: Transaction, context: RequestContext, id: string) {
  const [run] = await tx
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, context.companyId),
        eq(payrollRuns.id, id),
        branchOnly(context, payrollRuns.branchId),
      ),
    )
    .for('update');
  if (!run) throw new NotFound('Payroll');
  return run;
}

export async function runLines(tx: Transaction, companyId: string, runId: string) {
  return tx
    .select()
    .from(payrollLines)
    .where(and(eq(payrollLines.companyId, companyId), eq(payrollLines.runId, runId)))
    .orderBy(asc(payrollLines.position));
}

async function checkBank(tx: Transaction, companyId: string, bank: string | null | undefined) {
  if (bank) await findBankChartAccount(tx, companyId, bank);
}

/** Another live run already paying one of these employees for the month: 409 naming it. */
async function checkMonthFree(tx: Transaction, run: RunRow, lines: readonly LineColumns[]) {
  const [taken] = await tx
    .select({ number: payrollRuns.number })
    .from(payrollLines)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.companyId, payrollLines.companyId), eq(payrollRuns.id, payrollLines.runId)),
    )
    .where(
      and(
        eq(payrollLines.companyId, run.companyId),
        eq(payrollLines.period, run.period),
        eq(payrollLines.voided, false),
        ne(payrollLines.runId, run.id),
        inArray(
          payrollLines.employeeId,
          lines.map((line) => line.employeeId),
        ),
      ),
    )
    .limit(1);
  if (taken) throw new Conflict(payrollMessages.periodTaken(run.period, taken.number));
}

/**
 * The lines in one statement of one parameter (json_populate_recordset): a run of thousands of
 * employees as thousands of bound parameters took most of a run's time (bench/payroll).
 */
async function insertLines(tx: Transaction, run: RunRow, lines: readonly LineColumns[]) {
  const rows = lines.map((line, position) => ({
    company_id: run.companyId,
    id: newId(),
    run_id: run.id,
    employee_id: line.employeeId,
    employment_id: line.employmentId,
    period: run.period,
    position,
    voided: false,
    gross: line.gross,
    pension_employee: line.pensionEmployee,
    pension_employer: line.pensionEmployer,
    nhf: line.nhf,
    nhia_employee: line.nhiaEmployee,
    nhia_employer: line.nhiaEmployer,
    taxable: line.taxable,
    paye: line.paye,
    other_deductions: line.otherDeductions,
    net: line.net,
    nsitf: line.nsitf,
    itf: line.itf,
    pay: line.pay,
    created_at: new Date().toISOString(),
  }));
  await tx.execute(
    sql`insert into payroll_lines select * from json_populate_recordset(null::payroll_lines, ${JSON.stringify(rows)}::json)`,
  );
}

/** A line as it is compared with the line worked out again: its figures and payslip, keys sorted. */
function lineKey(line: LineColumns): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([one], [other]) => one.localeCompare(other))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
  const { employeeId, employmentId, gross, paye, net, pensionEmployer, nsitf, itf, nhiaEmployer, pay } = line;
  return JSON.stringify(
    sorted({ employeeId, employmentId, gross, paye, net, pensionEmployer, nsitf, itf, nhiaEmployer, pay }),
  );
}

/**
 * Works the run's lines out again and, where anything changed, replaces them; the run's totals
 * follow. Approving a run nobody changed since it was saved writes nothing here (bench/payroll).
 */
async function refigure(
  tx: Transaction,
  context: RequestContext,
  run: RunRow,
  adjustments: readonly PayrollAdjustment[],
) {
  const lines = await workOutLines(tx, context, {
    period: run.period,
    branchId: run.branchId,
    prorationBasis: run.prorationBasis,
    adjustments,
  });
  const stored = await runLines(tx, run.companyId, run.id);
  const unchanged =
    stored.length === lines.length &&
    stored.every((line, index) => lineKey(line) === lineKey(lines[index] as LineColumns));
  if (unchanged) return;
  await checkMonthFree(tx, run, lines);
  await tx.delete(payrollLines).where(and(eq(payrollLines.companyId, run.companyId), eq(payrollLines.runId, run.id)));
  await insertLines(tx, run, lines);
  const total = (field: 'gross' | 'paye' | 'net') => lines.reduce((sum, line) => sum + (line[field] ?? 0), 0);
  await tx
    .update(payrollRuns)
    .set({
      gross: total('gross'),
      paye: total('paye'),
      net: total('net'),
      employees: lines.length,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, run.id)));
}

/** The adjustments a run was worked out with: what its lines hold, to be worked out again. */
async function storedAdjustments(tx: Transaction, run: RunRow): Promise<PayrollAdjustment[]> {
  const lines = await runLines(tx, run.companyId, run.id);
  return lines
    .filter((line) => line.pay.oneOffs.length > 0 || line.pay.otherDeductions.length > 0)
    .map((line) => ({
      employee: line.employeeId,
      oneOffs: line.pay.oneOffs.map((oneOff) => ({
        ...oneOff,
        amount: toNaira(oneOff.amount),
      })) as PayrollAdjustment['oneOffs'],
      deductions: line.pay.otherDeductions.map((deduction) => ({
        ...deduction,
        amount: toNaira(deduction.amount),
      })) as PayrollAdjustment['deductions'],
    }));
}

export async function createPayroll(tx: Transaction, context: RequestContext, input: PayrollCreate) {
  const branchId = branchToStore(context, input.branch) ?? null;
  await checkBank(tx, context.companyId, input.bank);
  const id = newId();
  const [run] = await tx
    .insert(payrollRuns)
    .values({
      companyId: context.companyId,
      id,
      number: await runNumber(tx, context.companyId),
      period: input.period,
      branchId,
      status: input.submit ? 'awaiting-approval' : 'draft',
      paymentAccountId: input.bank ?? null,
      prorationBasis: input.prorationBasis,
      createdBy: context.userId,
    })
    .returning();
  if (!run) throw new Error('The payroll run was not saved');
  await refigure(tx, context, run, input.lines);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: input });
  return { id };
}

function assertChangeable(run: RunRow) {
  if (run.status !== 'draft' && run.status !== 'awaiting-approval') throw new Conflict(payrollMessages.notDraft);
}

export async function updatePayroll(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: PayrollUpdate },
) {
  const run = await lockRun(tx, context, id);
  assertChangeable(run);
  await checkBank(tx, context.companyId, change.bank);
  const set: Partial<RunRow> = {};
  if (change.bank !== undefined) set.paymentAccountId = change.bank;
  if (change.prorationBasis !== undefined) set.prorationBasis = change.prorationBasis;
  if (change.status !== undefined) set.status = change.status;
  const [changed] = await tx
    .update(payrollRuns)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(payrollRuns.companyId, context.companyId), eq(payrollRuns.id, id)))
    .returning();
  if (!changed) throw new NotFound('Payroll');
  await refigure(tx, context, changed, change.lines ?? (await storedAdjustments(tx, run)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: id, after: change });
}

/** The run's bank balance today against the net pay it still has to pay. */
export async function funding(
  tx: Transaction,
  companyId: string,
  run: Pick<RunRow, 'paymentAccountId' | 'net' | 'status'>,
) {
  if (!run.paymentAccountId) return null;
  const balances = await balancesAsOf(tx, companyId, todayInLagos(), [run.paymentAccountId]);
  const balance = balances.get(run.paymentAccountId) ?? 0;
  const needed = run.status === 'paid' || run.status === 'void' ? 0 : run.net;
  return { balance, needed, shortfall: Math.max(0, needed - balance) };
}

async function approve(tx: PostingTransaction, context: RequestContext, run: RunRow) {
  if (run.status !== 'awaiting-approval' && run.status !== 'draft') throw new Conflict(payrollMessages.notAwaiting);
  if (!run.paymentAccountId) throw new Invalid(payrollMessages.chooseBank, { bank: payrollMessages.chooseBank });
  await refigure(tx, context, run, await storedAdjustments(tx, run));
  const lines = await runLines(tx, context.companyId, run.id);
  const later = await laterMonthApproved(
    tx,
    context.companyId,
    run.period,
    lines.map((line) => line.employeeId),
  );
  if (later) throw new Conflict(payrollMessages.laterMonthApproved(later.name, later.period));
  const [figured] = await tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, run.id)));
  if (!figured) throw new NotFound('Payroll');
  const account = await funding(tx, context.companyId, figured);
  if (account && account.shortfall > 0) {
    const bank = await findBankChartAccount(tx, context.companyId, run.paymentAccountId);
    const message = payrollMessages.shortfall(bank.name, formatNaira(account.shortfall));
    throw new Conflict(message);
  }
  const entryId = await postAccrual(tx, context, figured, lines);
  await tx
    .update(payrollRuns)
    .set({ status: 'approved', entryId, approvedBy: context.userId, approvedAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, run.id)));
  await recordAudit(tx, context, { action: 'approve', entityType: ENTITY, entityId: run.id });
}

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const formatNaira = (kobo: number) => naira.format(toNaira(kobo));

/** The shared approval call (PATCH /merchant/approve/{id}?state=payroll): approve posts; reject sends it back to draft. */
export async function decidePayroll(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; action: 'approve' | 'reject' },
) {
  const run = await lockRun(tx, context, input.id);
  if (input.action === 'approve') return approve(tx, context, run);
  if (run.status !== 'awaiting-approval') throw new Conflict(payrollMessages.notAwaiting);
  await tx
    .update(payrollRuns)
    .set({ status: 'draft', updatedAt: sql`now()` })
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, run.id)));
  await recordAudit(tx, context, { action: 'reject', entityType: ENTITY, entityId: run.id });
}

/** Pays an approved run's net pay out of its bank account (or the one sent). */
export async function payPayroll(
  tx: PostingTransaction,
  context: RequestContext,
  { id, input }: { id: string; input: PayrollPay },
) {
  const run = await lockRun(tx, context, id);
  if (run.status !== 'approved') throw new Conflict(payrollMessages.notApproved);
  const date = input.date ?? todayInLagos();
  if (date < periodDates(run.period).first) {
    throw new Invalid(payrollMessages.paidBeforePeriodEnd, { date: payrollMessages.paidBeforePeriodEnd });
  }
  if (input.bank) await checkBank(tx, context.companyId, input.bank);
  const paying = { ...run, paymentAccountId: input.bank ?? run.paymentAccountId };
  const paymentId = newId();
  const entryId = await postPayment(tx, context, paying, await runLines(tx, context.companyId, id), {
    date,
    sourceId: paymentId,
  });
  await tx
    .update(payrollRuns)
    .set({
      status: 'paid',
      paymentAccountId: paying.paymentAccountId,
      paymentId,
      paymentEntryId: entryId,
      paidOn: date,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, id)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: id,
    after: { status: 'paid', paidOn: date },
  });
}

/**
 * Deletes a draft or one awaiting approval; voids an approved or paid one (its entries reversed,
 * kept in the books' history, its months free to be run again). Answers whether it was voided.
 */
export async function deletePayroll(tx: PostingTransaction, context: RequestContext, { id }: { id: string }) {
  const run = await lockRun(tx, context, id);
  if (run.status === 'void') throw new Conflict('This payroll is already void');
  if (run.status === 'draft' || run.status === 'awaiting-approval') {
    await tx.delete(payrollRuns).where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, id)));
    await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: id });
    return { voided: false };
  }
  await reverseRun(tx, context, run);
  await tx
    .update(payrollLines)
    .set({ voided: true })
    .where(and(eq(payrollLines.companyId, run.companyId), eq(payrollLines.runId, id)));
  await tx
    .update(payrollRuns)
    .set({ status: 'void', voidedAt: new Date(), updatedAt: sql`now()` })
    .where(and(eq(payrollRuns.companyId, run.companyId), eq(payrollRuns.id, id)));
  await recordAudit(tx, context, { action: 'reverse', entityType: ENTITY, entityId: id, after: { status: 'void' } });
  return { voided: true };
}
