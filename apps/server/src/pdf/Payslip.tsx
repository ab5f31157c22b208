import { type PayrollLineView, toKobo } from '@owo/core';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { colours } from './DocumentFrame.tsx';
import { documentFont, registerDocumentFonts } from './fonts.ts';
import { currencyText } from './format.ts';
import { renderPdf } from './render.ts';
import type { DocumentLogo } from './sales-document.ts';

/*
 * A payslip (issue 28): one A4 page per employee of a payroll run, with the company's name, address
 * and logo at its head as on its other documents. Every figure is the run's line as the API answers
 * it (payroll.view.ts, naira to two places), read back to kobo exactly and printed with the naira
 * sign: the font stack falls back to DejaVu Sans for ₦ and for the dotted letters of Yoruba names
 * (fonts.ts). Nothing is added up here but the two columns' totals the line already holds.
 */

export interface PayslipCompany {
  name: string;
  /** Address lines, one a line. */
  address: string[];
  logo: DocumentLogo | null;
}

export interface PayslipRun {
  number: string;
  /** 'January 2026'. */
  month: string;
  /** Printed across the head of a payslip that is not final: 'Draft: not approved', 'Void'. */
  stamp: string | null;
}

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: documentFont, fontSize: 9, color: colours.ink, lineHeight: 1.35 },
  head: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1,
    borderBottomColor: colours.accent,
    paddingBottom: 8,
    marginBottom: 12,
  },
  company: { fontSize: 13, fontWeight: 'bold' },
  muted: { color: colours.muted },
  title: { fontSize: 16, fontWeight: 'bold', textAlign: 'right', color: colours.accent },
  right: { textAlign: 'right' },
  stamp: { color: '#c92a2a', fontWeight: 'bold', textTransform: 'uppercase', marginTop: 2 },
  bold: { fontWeight: 'bold' },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 10 },
  fact: { width: '50%', flexDirection: 'row', paddingVertical: 1.5 },
  label: { width: '40%', color: colours.muted },
  columns: { flexDirection: 'row', justifyContent: 'space-between' },
  column: { width: '48.5%' },
  heading: {
    fontWeight: 'bold',
    fontSize: 8,
    color: colours.muted,
    textTransform: 'uppercase',
    backgroundColor: colours.band,
    paddingVertical: 3,
    paddingHorizontal: 4,
    marginTop: 10,
  },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2,
    paddingHorizontal: 4,
    borderBottomWidth: 0.5,
    borderBottomColor: colours.rule,
  },
  total: { borderTopWidth: 1, borderTopColor: colours.ink, borderBottomWidth: 0, fontWeight: 'bold' },
  net: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginTop: 12,
    padding: 8,
    backgroundColor: colours.band,
    fontSize: 12,
    fontWeight: 'bold',
  },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 7.5, color: colours.muted },
});

interface Amount {
  label: string;
  /** Naira, as the line view has it. */
  amount: number;
}

const naira = (amount: number) => currencyText(toKobo(amount));
/** Naira added up through kobo, so the sum is exact. */
const added = (...amounts: number[]) => amounts.reduce((total, amount) => total + toKobo(amount), 0) / 100;

function Amounts({ title, items, total }: { title: string; items: readonly Amount[]; total?: Amount }) {
  return (
    <View wrap={false}>
      <Text style={styles.heading}>{title}</Text>
      {items.map((item, index) => (
        // Two items may share a name (two allowances called 'Other'): the position keeps them apart.
        <View key={`${index}-${item.label}`} style={styles.row}>
          <Text>{item.label}</Text>
          <Text>{naira(item.amount)}</Text>
        </View>
      ))}
      {total ? (
        <View style={[styles.row, styles.total]}>
          <Text>{total.label}</Text>
          <Text>{naira(total.amount)}</Text>
        </View>
      ) : null}
    </View>
  );
}

function Head({ company, run }: { company: PayslipCompany; run: PayslipRun }) {
  return (
    <View style={styles.head}>
      <View>
        {company.logo ? <Image src={company.logo} style={{ height: 36, maxWidth: 108, objectFit: 'contain' }} /> : null}
        <Text style={styles.company}>{company.name}</Text>
        {company.address.map((text) => (
          <Text key={text} style={styles.muted}>
            {text}
          </Text>
        ))}
      </View>
      <View>
        <Text style={styles.title}>Payslip</Text>
        <Text style={[styles.right, styles.bold]}>{run.month}</Text>
        <Text style={[styles.right, styles.muted]}>{`Payroll ${run.number}`}</Text>
        {run.stamp ? <Text style={[styles.right, styles.stamp]}>{run.stamp}</Text> : null}
      </View>
    </View>
  );
}

function Employee({ line, run }: { line: PayrollLineView; run: PayslipRun }) {
  const account = line.salaryAccount;
  const facts = [
    ['Employee', line.employee.displayName],
    ['Staff number', line.employee.staffNumber ?? '-'],
    ['Job title', line.jobTitle || '-'],
    ['Month', run.month],
    ['Days paid', `${line.days} of ${line.daysInPeriod}`],
    ['Salary account', account ? `${account.bankName} ${account.accountNo}` : 'None: paid by hand'],
  ];
  return (
    <View style={styles.facts}>
      {facts.map(([label, value]) => (
        <View key={label} style={styles.fact}>
          <Text style={styles.label}>{label}</Text>
          <Text style={{ width: '60%' }}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

function PayslipPage({ company, run, line }: { company: PayslipCompany; run: PayslipRun; line: PayrollLineView }) {
  const amounts = (items: PayrollLineView['earnings']) => items.map((item) => ({ label: item.name, amount: item.amount }));
  const deducted = (toKobo(line.gross) - toKobo(line.net)) / 100;
  const { yearToDate } = line;
  const employerCost = added(line.pensionEmployer, line.nhiaEmployer, line.nsitf, line.itf);
  return (
    <Page size="A4" style={styles.page}>
      <Head company={company} run={run} />
      <Employee line={line} run={run} />
      <View style={styles.columns}>
        <View style={styles.column}>
          <Amounts
            title="Earnings"
            items={amounts(line.earnings)}
            total={{ label: 'Gross pay', amount: line.gross }}
          />
        </View>
        <View style={styles.column}>
          <Amounts
            title="Deductions"
            items={amounts(line.deductions)}
            total={{ label: 'Total deductions', amount: deducted }}
          />
        </View>
      </View>
      <View style={styles.net}>
        <Text>Net pay</Text>
        <Text>{naira(line.net)}</Text>
      </View>
      <View style={styles.columns}>
        <View style={styles.column}>
          <Amounts
            title="Year to date"
            items={[
              { label: 'Gross pay', amount: yearToDate.gross },
              { label: 'Taxable pay', amount: yearToDate.taxable },
              { label: 'PAYE', amount: yearToDate.paye },
              { label: 'Pension', amount: yearToDate.pensionEmployee },
              { label: 'Net pay', amount: yearToDate.net },
            ]}
          />
        </View>
        <View style={styles.column}>
          <Amounts
            title="Paid by the company on top"
            items={[
              { label: 'Pension', amount: line.pensionEmployer },
              { label: 'NHIA', amount: line.nhiaEmployer },
              { label: 'NSITF', amount: line.nsitf },
              { label: 'ITF', amount: line.itf },
            ]}
            total={{ label: 'Total', amount: employerCost }}
          />
        </View>
      </View>
      <Text style={styles.footer}>
        {line.exempt
          ? 'Pay at or under the national minimum wage: no PAYE is deducted. '
          : 'PAYE is worked out on the year to date (cumulative method). '}
        {`Produced with Owo for ${company.name}.`}
      </Text>
    </Page>
  );
}

/** The payslips of a run, a page each, in one PDF: one employee's, or all of them. */
export function renderPayslips(company: PayslipCompany, run: PayslipRun, lines: readonly PayrollLineView[]) {
  registerDocumentFonts();
  const title = lines.length === 1 ? `Payslip ${run.month} - ${lines[0]?.employee.displayName}` : `Payslips ${run.month}`;
  return renderPdf(
    <Document title={`${title} - ${company.name}`} author={company.name} creator="Owo" producer="Owo">
      {lines.map((line) => (
        <PayslipPage key={line._id} company={company} run={run} line={line} />
      ))}
    </Document>,
  );
}
