import {
  type Kobo,
  multiplyKobo,
  type SupplyClass,
  type TaxSource,
  type VatDocumentLine,
  type VatEntry,
  type VatFact,
  vatFactsOfEntry,
  type WhtFact,
} from '@owo/core';
import type { Executor, LineTaxCharged } from '@owo/db';
import { sql } from 'drizzle-orm';
import { inCancelledPair } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';

/*
 * What a month's return is made of, read from the ledger (issue 29): the entries dated in the
 * month that the books show (a pair reversed on one day is left out, as every report does), less
 * the returns' own entries (the filing's VAT offset and the tax payments), which settle the tax
 * rather than make it. Documents give the bases and the classes of supply; the VAT and WHT amounts
 * are the entries' own lines, so a return equals its accounts' movement (docs/tax-returns.md).
 */

const documentSources = ['invoice', 'sales-receipt', 'credit-note', 'bill', 'expense'];
const settlingSources = sql`('tax-return', 'tax-payment')`;

interface EntryRow {
  id: string;
  date: string;
  sourceType: string;
  sourceId: string;
  reversal: boolean;
  entryNumber: number | null;
  documentNumber: string | null;
  direction: 'sales' | 'purchases' | null;
  kind: string | null;
  exchangeRate: string | null;
  contact: string | null;
}

interface TaxRow {
  id: string;
  kind: 'vat' | 'withholding' | 'other';
  supplyClass: SupplyClass;
}

const sourceOf = (row: EntryRow): TaxSource => ({
  type: row.sourceType,
  id: row.sourceId,
  number: row.documentNumber ?? (row.entryNumber === null ? '' : `Entry ${row.entryNumber}`),
  date: row.date,
  contact: row.contact ?? '',
});

async function entriesOf(executor: Executor, companyId: string, range: { from: string; to: string }, vat: SqlIds) {
  return queryRows<EntryRow>(
    executor,
    sql`select entry.id, entry.date::text as date, entry.source_type as "sourceType", entry.source_id as "sourceId",
        entry.reverses_entry_id is not null as reversal, entry.number as "entryNumber",
        document.number as "documentNumber", document.direction, document.kind,
        document.exchange_rate::text as "exchangeRate", contact.display_name as contact
      from journal_entries entry
      left join documents document on document.company_id = entry.company_id and document.id = entry.source_id
        and entry.source_type in (${sql.join(
          documentSources.map((type) => sql`${type}`),
          sql`, `,
        )})
      left join contacts contact on contact.company_id = document.company_id and contact.id = document.contact_id
      where entry.company_id = ${companyId} and entry.date between ${range.from} and ${range.to}
        and entry.source_type not in ${settlingSources}
        and not ${inCancelledPair(sql`entry`)}
        and (document.id is not null or exists (select 1 from journal_lines line
          left join taxes tax on tax.company_id = line.company_id and tax.id = line.tax_id
          where line.company_id = entry.company_id and line.entry_id = entry.id
            and (line.account_id in (${vat.output}, ${vat.input}) or tax.kind = 'vat')))
      order by entry.date, entry.id`,
  );
}

interface SqlIds {
  output: string;
  input: string;
}

interface VatLineRow {
  entryId: string;
  side: 'output' | 'input';
  debit: string;
  credit: string;
}

async function vatLinesOf(executor: Executor, companyId: string, entryIds: string[], vat: SqlIds) {
  if (entryIds.length === 0) return [];
  // A VAT tax may post to an account of its own: its side is the account it names for sales or purchases.
  return queryRows<VatLineRow>(
    executor,
    sql`select line.entry_id as "entryId", line.debit::text as debit, line.credit::text as credit,
        case when line.account_id = ${vat.output} or tax.sales_account_id = line.account_id then 'output'
          else 'input' end as side
      from journal_lines line
      left join taxes tax on tax.company_id = line.company_id and tax.id = line.tax_id
      where line.company_id = ${companyId}
        and line.entry_id in (${sql.join(
          entryIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and (line.account_id in (${vat.output}, ${vat.input}) or tax.kind = 'vat')`,
  );
}

interface DocumentLineRow {
  documentId: string;
  amount: string;
  discount: string;
  taxes: LineTaxCharged[];
}

async function documentLinesOf(executor: Executor, companyId: string, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return queryRows<DocumentLineRow>(
    executor,
    sql`select document_id as "documentId", amount::text as amount, discount::text as discount, taxes
      from document_lines where company_id = ${companyId} and document_id in (${sql.join(
        documentIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by document_id, position`,
  );
}

async function vatAccounts(executor: Executor, companyId: string): Promise<SqlIds> {
  const [output, input] = await Promise.all([
    systemAccount(executor, companyId, 'vat-output'),
    systemAccount(executor, companyId, 'vat-input'),
  ]);
  return { output: output.id, input: input.id };
}

/** The line's net amount in the home currency (a foreign document's converted at its rate). */
function homeBase(line: DocumentLineRow, exchangeRate: string | null): Kobo {
  const net = Number(line.amount) - Number(line.discount);
  return !exchangeRate || Number(exchangeRate) === 1 ? net : multiplyKobo(net, exchangeRate);
}

function documentLineFacts(lines: DocumentLineRow[], entry: EntryRow, taxes: Map<string, TaxRow>): VatDocumentLine[] {
  return lines.map((line) => {
    const vatTax = line.taxes.map((charged) => taxes.get(charged.id)).find((tax) => tax?.kind === 'vat');
    return { base: homeBase(line, entry.exchangeRate), supplyClass: vatTax ? vatTax.supplyClass : null };
  });
}

/** The VAT facts of the entries dated from `from` to `to` (a month, or twelve for the turnover). */
export async function readVatFacts(
  executor: Executor,
  companyId: string,
  range: { from: string; to: string },
): Promise<VatFact[]> {
  const vat = await vatAccounts(executor, companyId);
  const entries = await entriesOf(executor, companyId, range, vat);
  const documentIds = [...new Set(entries.filter((row) => row.direction).map((row) => row.sourceId))];
  const [vatLines, documentLines, taxRows] = await Promise.all([
    vatLinesOf(
      executor,
      companyId,
      entries.map((row) => row.id),
      vat,
    ),
    documentLinesOf(executor, companyId, documentIds),
    queryRows<TaxRow>(
      executor,
      sql`select id, kind, supply_class as "supplyClass" from taxes where company_id = ${companyId}`,
    ),
  ]);
  const taxes = new Map(taxRows.map((row) => [row.id, row]));
  return entries.flatMap((row) => {
    const entry: VatEntry = {
      source: sourceOf(row),
      direction: row.direction,
      creditNote: row.kind === 'credit-note',
      reversal: row.reversal,
      vatLines: vatLines
        .filter((line) => line.entryId === row.id)
        .map((line) => ({ side: line.side, debit: Number(line.debit), credit: Number(line.credit) })),
      documentLines: row.direction
        ? documentLineFacts(
            documentLines.filter((line) => line.documentId === row.sourceId),
            row,
            taxes,
          )
        : [],
    };
    return vatFactsOfEntry(entry);
  });
}

interface WhtRow extends EntryRow {
  account: 'payable' | 'receivable';
  debit: string;
  credit: string;
  contactId: string | null;
  contactName: string | null;
  tin: string | null;
  supply: string | null;
  rateBasisPoints: number | null;
}

/** The WHT facts of the month: the WHT accounts' lines (or lines of a withholding tax). */
export async function readWhtFacts(
  executor: Executor,
  companyId: string,
  range: { from: string; to: string },
): Promise<WhtFact[]> {
  const [payable, receivable] = await Promise.all([
    systemAccount(executor, companyId, 'wht-payable'),
    systemAccount(executor, companyId, 'wht-receivable'),
  ]);
  const rows = await queryRows<WhtRow>(
    executor,
    sql`select entry.id, entry.date::text as date, entry.source_type as "sourceType", entry.source_id as "sourceId",
        entry.reverses_entry_id is not null as reversal, entry.number as "entryNumber",
        payment.number as "documentNumber", contact.display_name as contact,
        case when line.account_id = ${payable.id} or tax.purchases_account_id = line.account_id
          then 'payable' else 'receivable' end as account,
        line.debit::text as debit, line.credit::text as credit,
        contact.id as "contactId", contact.display_name as "contactName", contact.tin, tax.name as supply,
        coalesce((select rate.rate_basis_points from tax_rates rate where rate.company_id = tax.company_id
          and rate.tax_id = tax.id and rate.effective_from <= entry.date order by rate.effective_from desc limit 1),
          tax.rate_basis_points) as "rateBasisPoints"
      from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      left join taxes tax on tax.company_id = line.company_id and tax.id = line.tax_id
      left join contacts contact on contact.company_id = line.company_id and contact.id = line.contact_id
      left join payments payment on payment.company_id = entry.company_id and payment.id = entry.source_id
      where line.company_id = ${companyId} and entry.date between ${range.from} and ${range.to}
        and entry.source_type not in ${settlingSources}
        and not ${inCancelledPair(sql`entry`)}
        and (line.account_id in (${payable.id}, ${receivable.id}) or tax.kind = 'withholding')
      order by entry.date, entry.id, line.line_number`,
  );
  return rows.map((row) => {
    const deducted = row.account === 'payable';
    const tin = row.tin ?? '';
    const rate = row.rateBasisPoints ?? 0;
    return {
      kind: deducted ? 'deducted' : 'suffered',
      party: { id: row.contactId, name: row.contactName ?? 'No contact', tin },
      supply: row.supply ?? '',
      // The 2024 Regulations double the rate for a payee without a TIN, as bills deduct it.
      rateBasisPoints: deducted && tin.trim() === '' ? Math.min(rate * 2, 10_000) : rate,
      amount: deducted ? Number(row.credit) - Number(row.debit) : Number(row.debit) - Number(row.credit),
      source: sourceOf(row),
    };
  });
}

/**
 * Turnover for the VAT relief threshold: what the income accounts earned from `from` to `to`
 * (credits less debits), so sales booked by journal count as well as those invoiced.
 */
export async function readTurnover(executor: Executor, companyId: string, range: { from: string; to: string }) {
  const [row] = await queryRows<{ turnover: string }>(
    executor,
    sql`select coalesce(sum(line.credit - line.debit), 0)::text as turnover
      from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      join accounts account on account.company_id = line.company_id and account.id = line.account_id
      join sub_category_accounts sub on sub.id = account.sub_category_id
      join parent_accounts parent on parent.id = sub.parent_account_id
      where line.company_id = ${companyId} and line.date between ${range.from} and ${range.to}
        and parent.account_type = 'Income' and not ${inCancelledPair(sql`entry`)}`,
  );
  return Number(row?.turnover ?? 0);
}
