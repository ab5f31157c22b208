import { type PreparedTaxReturn, type TaxSourceAmount, toKobo, type VatFigureName } from '@owo/core';
import { Text, View } from '@react-pdf/renderer';
import { amountText, dayText } from './format.ts';
import { Table, type TableColumn } from './Table.tsx';
import { formStyles as styles } from './TaxReturnFormStyles.ts';

/*
 * The schedules after a return form's first page: the documents behind each figure, so an officer
 * (or the company's accountant) can trace every box to the invoices, bills, credit notes and
 * journals that make it. Each schedule's total is the box's own figure.
 */

// The shared table sets its header and total in Helvetica, which has no naira sign: amounts are bare, headed NGN.
const naira = (amount: number) => amountText(toKobo(amount));

const documentWords: Record<string, string> = {
  invoice: 'Invoice',
  'sales-receipt': 'Sales receipt',
  'credit-note': 'Credit note',
  'customer-payment': 'Payment received',
  bill: 'Bill',
  expense: 'Expense',
  'vendor-payment': 'Payment made',
  journal: 'Journal',
  reconciliation: 'Bank entry',
  payroll: 'Payroll',
};

const documentColumns: ReadonlyArray<TableColumn<TaxSourceAmount>> = [
  { header: 'Date', weight: 2, cell: (row) => dayText(row.date) },
  { header: 'Document', weight: 3, cell: (row) => `${documentWords[row.type] ?? row.type} ${row.number}`.trim() },
  { header: 'Contact', weight: 5, cell: (row) => row.contact || '-' },
  { header: 'Amount (NGN)', weight: 3, align: 'right', cell: (row) => naira(row.amount) },
];

function DocumentsTable({ rows, total }: { rows: readonly TaxSourceAmount[]; total: number }) {
  return (
    <Table
      columns={documentColumns}
      rows={rows}
      rowKey={(row) => `${row.type}-${row.id}-${row.date}-${row.amount}`}
      empty="No documents in the period."
      total={{ label: 'Total', value: naira(total) }}
    />
  );
}

const vatSchedules: Array<[VatFigureName, string]> = [
  ['standardRatedSales', 'Box 1: standard-rated sales'],
  ['zeroRatedSales', 'Box 2: zero-rated sales'],
  ['exemptSales', 'Box 3: exempt sales'],
  ['outputVat', 'Box 4: output VAT'],
  ['taxablePurchases', 'Box 5: taxable purchases'],
  ['inputVat', 'Box 5: input VAT'],
];

function Schedule({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View>
      <Text style={styles.scheduleHeading} minPresenceAhead={72}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function VatSchedules({ vat }: { vat: NonNullable<PreparedTaxReturn['vat']> }) {
  return (
    <>
      {vatSchedules.map(([figure, title]) => (
        <Schedule key={figure} title={title}>
          <DocumentsTable rows={vat.documents[figure]} total={vat.figures[figure]} />
        </Schedule>
      ))}
      <Schedule title="Box 6: adjustments for earlier filed months">
        <Table
          columns={[
            { header: 'Month', weight: 4, cell: (row: (typeof vat.adjustments)[number]) => row.period },
            { header: 'Output VAT (NGN)', weight: 3, align: 'right', cell: (row) => naira(row.outputVat) },
            { header: 'Input VAT (NGN)', weight: 3, align: 'right', cell: (row) => naira(row.inputVat) },
          ]}
          rows={vat.adjustments}
          rowKey={(row) => row.period}
          empty="No earlier filed month changed since its filing."
        />
      </Schedule>
    </>
  );
}

function WhtSchedules({ wht }: { wht: NonNullable<PreparedTaxReturn['wht']> }) {
  return (
    <>
      {wht.lines.map((line) => (
        <Schedule
          key={`${line.vendor}-${line.supply}-${line.rate}`}
          title={`Withheld from ${line.vendor}: ${line.supply} at ${line.rate}`}
        >
          <DocumentsTable rows={line.documents} total={line.amount} />
        </Schedule>
      ))}
      {wht.adjustments.length > 0 ? (
        <Schedule title="Adjustments for earlier filed months">
          <Table
            columns={[
              { header: 'Month', weight: 6, cell: (row: (typeof wht.adjustments)[number]) => row.period },
              { header: 'Tax withheld (NGN)', weight: 3, align: 'right', cell: (row) => naira(row.total) },
            ]}
            rows={wht.adjustments}
            rowKey={(row) => row.period}
            empty=""
          />
        </Schedule>
      ) : null}
      {wht.credits.map((credit) => (
        <Schedule key={`${credit.customer}-${credit.tin}`} title={`Withheld by ${credit.customer} (credit to claim)`}>
          <DocumentsTable rows={credit.documents} total={credit.amount} />
        </Schedule>
      ))}
    </>
  );
}

/** The schedules, from a new page. */
export function ReturnSchedules({ prepared }: { prepared: PreparedTaxReturn }) {
  return (
    <View break>
      <Text style={styles.schedulesTitle}>Schedules: the documents behind each figure</Text>
      <Text style={styles.muted}>
        From the company's ledger for {dayText(prepared.from)} to {dayText(prepared.to)}. Each schedule adds up to its
        box.
      </Text>
      {prepared.vat ? <VatSchedules vat={prepared.vat} /> : null}
      {prepared.wht ? <WhtSchedules wht={prepared.wht} /> : null}
    </View>
  );
}
