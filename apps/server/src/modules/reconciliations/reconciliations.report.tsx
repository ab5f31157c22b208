import { addKobo, type Kobo, toKobo } from '@owo/core';
import { companies, type Executor } from '@owo/db';
import { Text, View } from '@react-pdf/renderer';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict } from '../../errors.ts';
import { idParam } from '../../http/params.ts';
import { companyRead } from '../../http/work.ts';
import { DocumentFrame, Facts, Section } from '../../pdf/DocumentFrame.tsx';
import { amountText, dayText, instantText, nairaText } from '../../pdf/format.ts';
import { attachmentHeader, renderPdf } from '../../pdf/render.ts';
import { Table, type TableColumn } from '../../pdf/Table.tsx';
import { getBankAccountView } from '../bank/index.ts';
import { getReconciliationDetail } from './reconciliations.view.ts';

/*
 * The report of a finished reconciliation (GET /reconciliations/{id}/report.pdf): what the bank
 * said, what the books say, what was cleared, what is still outstanding on either side, and who
 * finished it. Read in one tenant transaction, rendered after it, so no database connection waits
 * on the PDF.
 */

interface ReportItem {
  id: string;
  date: string;
  description: string;
  amountKobo: Kobo;
}

export interface ReconciliationReport {
  companyName: string;
  accountName: string;
  /** '<bank> · <account number>' when the account has bank details. */
  bankDetails: string | null;
  statementDate: string;
  statementBalanceKobo: Kobo;
  openingBalanceKobo: Kobo;
  /** The account's balance in the books at the end of the statement date. */
  bookBalanceKobo: Kobo;
  clearedBalanceKobo: Kobo;
  differenceKobo: Kobo;
  completedAt: string;
  completedBy: string;
  cleared: ReportItem[];
  /** Ledger lines up to the statement date not cleared: payments and receipts the bank had not shown. */
  outstanding: ReportItem[];
  /** Statement lines up to the statement date matched to nothing. */
  unmatched: ReportItem[];
}

/** What the report shows; 404 for another company's id, 409 while the reconciliation is in progress. */
export async function loadReconciliationReport(
  executor: Executor,
  companyId: string,
  id: string,
): Promise<ReconciliationReport> {
  const detail = await getReconciliationDetail(executor, companyId, id);
  if (detail.status !== 'completed' || !detail.completedAt) {
    throw new Conflict('Finish the reconciliation to get its report');
  }
  const [company] = await executor.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const account = await getBankAccountView(executor, companyId, detail.account._id, detail.statementDate);
  const ledgerItem = (line: (typeof detail.ledgerLines)[number]): ReportItem => ({
    id: line._id,
    date: line.date,
    description: ledgerDescription(line),
    amountKobo: toKobo(line.amount),
  });
  return {
    companyName: company?.name ?? '',
    accountName: detail.account.account_name,
    bankDetails: account.bank ? `${account.bank.bankName} · ${account.bank.accountNumber}` : null,
    statementDate: detail.statementDate,
    statementBalanceKobo: toKobo(detail.statementBalance),
    openingBalanceKobo: toKobo(detail.openingBalance),
    bookBalanceKobo: toKobo(account.balance),
    clearedBalanceKobo: toKobo(detail.clearedBalance),
    differenceKobo: toKobo(detail.difference),
    completedAt: detail.completedAt,
    completedBy: detail.completedBy?.name ?? '',
    cleared: detail.ledgerLines.filter((line) => line.cleared).map(ledgerItem),
    outstanding: detail.ledgerLines.filter((line) => !line.cleared).map(ledgerItem),
    unmatched: detail.statementLines
      .filter((line) => line.status === 'unmatched')
      .map((line) => ({
        id: line._id,
        date: line.date,
        description: [line.description, line.reference].filter((text) => text !== '').join(' · '),
        amountKobo: toKobo(line.amount),
      })),
  };
}

function ledgerDescription(line: { entry: { number: number | null }; memo: string; description: string }): string {
  const words = [line.description, line.memo].filter((text, index, all) => text !== '' && all.indexOf(text) === index);
  const entry = line.entry.number === null ? '' : `Entry ${line.entry.number}`;
  return [entry, ...words].filter((text) => text !== '').join(' · ');
}

const itemColumns: ReadonlyArray<TableColumn<ReportItem>> = [
  { header: 'Date', weight: 1.1, cell: (item) => dayText(item.date) },
  { header: 'Description / reference', weight: 5, cell: (item) => item.description },
  { header: 'Amount (NGN)', weight: 1.6, align: 'right', cell: (item) => amountText(item.amountKobo) },
];

function ItemTable({ items, empty }: { items: ReportItem[]; empty: string }) {
  return (
    <Table
      columns={itemColumns}
      rows={items}
      rowKey={(item) => item.id}
      empty={empty}
      total={{
        label: `${items.length} ${items.length === 1 ? 'item' : 'items'}`,
        value: amountText(addKobo(...items.map((item) => item.amountKobo))),
      }}
    />
  );
}

/** The report as a document: summary first, then the three lists. */
export function ReconciliationReportDocument({ report }: { report: ReconciliationReport }) {
  return (
    <DocumentFrame
      companyName={report.companyName}
      title="Bank reconciliation report"
      period={`${report.accountName} · statement to ${dayText(report.statementDate)}`}
      footnote={`Completed by ${report.completedBy} on ${instantText(report.completedAt)}`}
    >
      <Section title="Summary">
        <Facts
          facts={[
            { label: 'Bank account', value: report.accountName },
            ...(report.bankDetails ? [{ label: 'Bank', value: report.bankDetails }] : []),
            { label: 'Statement date', value: dayText(report.statementDate) },
            { label: 'Closing balance on the statement', value: nairaText(report.statementBalanceKobo) },
            { label: 'Balance at the last reconciliation', value: nairaText(report.openingBalanceKobo) },
            { label: 'Cleared balance', value: nairaText(report.clearedBalanceKobo) },
            { label: 'Book balance on the statement date', value: nairaText(report.bookBalanceKobo) },
            { label: 'Difference', value: nairaText(report.differenceKobo), strong: true },
            { label: 'Completed by', value: report.completedBy },
            { label: 'Completed on', value: instantText(report.completedAt) },
          ]}
        />
      </Section>
      <Section title="Cleared items">
        <ItemTable items={report.cleared} empty="No items were cleared." />
      </Section>
      <Section title="Outstanding items in the books">
        <View>
          <Text style={{ marginBottom: 4, color: '#5c5f66' }}>
            Payments and receipts in the books up to the statement date that the bank had not shown.
          </Text>
          <ItemTable items={report.outstanding} empty="Nothing is outstanding." />
        </View>
      </Section>
      <Section title="Statement lines left unmatched">
        <ItemTable items={report.unmatched} empty="Every statement line was matched." />
      </Section>
    </DocumentFrame>
  );
}

/** 'Reconciliation GTBank - 0123456785 to 2026-03-31.pdf' */
export function reportFileName(report: Pick<ReconciliationReport, 'accountName' | 'statementDate'>): string {
  return `Reconciliation ${report.accountName} to ${report.statementDate}.pdf`;
}

/** GET /reconciliations/{id}/report.pdf, registered by reconciliations.routes.ts. */
export async function reconciliationReportRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/reconciliations/:id/report.pdf', {
    config: { access: { permission: 'bank.view' } },
    schema: {
      tags: ['Bank reconciliation'],
      summary: 'The report of a finished reconciliation, as a PDF',
      description:
        'Statement date and closing balance, book balance, cleared items, items outstanding in the books, ' +
        'statement lines left unmatched, the difference, and who completed it and when. 409 while in progress.',
      params: z.object({ id: z.string() }),
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Reconciliation').toLowerCase();
      const report = await companyRead(request, (tx, context) => loadReconciliationReport(tx, context.companyId, id));
      const pdf = await renderPdf(<ReconciliationReportDocument report={report} />);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(reportFileName(report)))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
}
