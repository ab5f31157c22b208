import { type PayrollLineView, toKobo } from '@owo/core';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { colours } from './DocumentFrame.tsx';
import { documentFont, registerDocumentFonts } from './fonts.ts';
import { amountText, currencyText } from './format.ts';
import { renderPdf } from './render.ts';
import type { DocumentLogo } from './sales-document.ts';

/*
 * A payslip (issue 28): one A4 page per employee of a payroll run, with the company's name, address
 * and logo at its head as on its other documents. Every figure is the run's line as the API answers
 * it (payroll.view.ts, naira to two places), read back to kobo exactly. The tables print bare
 * figures under headings that say ₦; net pay has the sign. The font stack falls back to DejaVu Sans
 * for ₦ and for the dotted letters of Yoruba names (fonts.ts). Nothing is added up here but the
 * totals of deductions and of what the company pays on top.
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
  page: { padding: 36, fontFamily: documentFont, fontSize: 9, color: colours.ink, lineHeight: 1.5 },
  head: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1,
    borderBottomColor: colours.accent,
    paddingBottom: 8,
    marginBottom: 4,
  },
  company: { fontSize: 13, fontWeight: 'bold', lineHeight: 1.3 },
  muted: { color: colours.muted },
  title: { fontSize: 16, fontWeight: 'bold', textAlign: 'right', color: colours.accent, lineHeight: 1.3 },
  right: { textAlign: 'right' },
  bold: { fontWeight: 'bold' },
  stamp: { color: '#c92a2a', fontWeight: 'bold', textTransform: 'uppercase', marginTop: 2 },
  columns: { flexDirection: 'row', justifyContent: 'space-between' },
  column: { width: '48.5%' },
  heading: {
    fontWeight: 'bold',
    fontSize: 8,
    color: colours.muted,
    textTransform: 'uppercase',
    backgroundColor: colours.band,
    paddingVertical: 2,
    paddingHorizontal: 4,
    marginTop: 10,
  },
  row: { flexDirection: 'row', paddingHorizontal: 4 },
  total: { borderTopWidth: 1, borderTopColor: colours.ink, fontWeight: 'bold', paddingTop: 1 },
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

interface Pair {
  label: string;
  value: string;
}

/** Naira, as the line view has it, printed to the kobo: '1,234.56' in the tables, whose headings say ₦. */
const figure = (amount: number) => amountText(toKobo(amount));
/** Naira added up through kobo, so the sum is exact. */
const added = (...amounts: number[]) => amounts.reduce((total, amount) => total + toKobo(amount), 0) / 100;

/** A column of the page is 254 pt wide; text is 9 pt, at most some 0.55 em a character. */
const columnPoints = 254;
const fits = (text: string, share: number) => text.length * 9 * 0.55 <= columnPoints * share - 8;
/**
 * Text Helvetica sets by itself (Latin-1). A line with a character from the fallback font (₦, the
 * dotted letters of a Yoruba name) sits lower by the fonts' difference in ascent, so a column of
 * such lines would not line up with its labels' column.
 */
const plain = (text: string) => /^[\x20-\xff]*$/.test(text);
const oneLine = (text: string, share: number) => fits(text, share) && plain(text);

interface PairsProps {
  title?: string;
  pairs: readonly Pair[];
  total?: Pair;
  /** The labels' share of the width. */
  labelShare?: number;
  /** Amounts align right; facts read left, their labels muted. */
  align?: 'left' | 'right';
}

/**
 * Labels and values, one pair a line, under a heading. Laid out as two texts of many lines when every
 * pair fits on one line (a text node costs @react-pdf about a millisecond to measure and set: a
 * payslip of fifty of them renders at half the speed, bench/payroll), else a row per pair, so a long
 * name wraps and stays beside its value.
 */
function Pairs({ title, pairs, total, labelShare = 0.6, align = 'right' }: PairsProps) {
  const label = { width: `${labelShare * 100}%`, color: align === 'left' ? colours.muted : colours.ink };
  const value = { width: `${(1 - labelShare) * 100}%`, textAlign: align };
  const oneLineEach = pairs.every((pair) => oneLine(pair.label, labelShare) && oneLine(pair.value, 1 - labelShare));
  return (
    <View wrap={false}>
      {title ? <Text style={styles.heading}>{title}</Text> : null}
      {oneLineEach ? (
        <View style={styles.row}>
          <Text style={label}>{pairs.map((pair) => pair.label).join('\n')}</Text>
          <Text style={value}>{pairs.map((pair) => pair.value).join('\n')}</Text>
        </View>
      ) : (
        pairs.map((pair, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two pairs may share a label (two allowances called 'Other')
          <View key={`${index}-${pair.label}`} style={styles.row}>
            <Text style={label}>{pair.label}</Text>
            <Text style={value}>{pair.value}</Text>
          </View>
        ))
      )}
      {total ? (
        <View style={[styles.row, styles.total]}>
          <Text style={label}>{total.label}</Text>
          <Text style={value}>{total.value}</Text>
        </View>
      ) : null}
    </View>
  );
}

const amounts = (items: PayrollLineView['earnings']) =>
  items.map((item) => ({ label: item.name, value: figure(item.amount) }));

function Head({ company, run }: { company: PayslipCompany; run: PayslipRun }) {
  return (
    <View style={styles.head}>
      <View>
        {company.logo ? <Image src={company.logo} style={{ height: 36, maxWidth: 108, objectFit: 'contain' }} /> : null}
        <Text style={styles.company}>{company.name}</Text>
        <Text style={styles.muted}>{company.address.join('\n')}</Text>
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
  return (
    <View style={styles.columns}>
      <View style={styles.column}>
        <Pairs
          labelShare={0.35}
          align="left"
          pairs={[
            { label: 'Employee', value: line.employee.displayName },
            { label: 'Staff number', value: line.employee.staffNumber ?? '-' },
            { label: 'Job title', value: line.jobTitle || '-' },
          ]}
        />
      </View>
      <View style={styles.column}>
        <Pairs
          labelShare={0.35}
          align="left"
          pairs={[
            { label: 'Month', value: run.month },
            { label: 'Days paid', value: `${line.days} of ${line.daysInPeriod}` },
            {
              label: 'Salary account',
              value: account ? `${account.bankName} ${account.accountNo}` : 'None: paid by hand',
            },
          ]}
        />
      </View>
    </View>
  );
}

/**
 * Whether a payslip may run onto a second page: only one with more items in a column than a page
 * holds (some thirty). Any other is laid out as one page, which spares @react-pdf's pagination a
 * second layout of the whole page (a fifth of a render, bench/payroll).
 */
const runsOver = (line: PayrollLineView) => Math.max(line.earnings.length, line.deductions.length) > 25;

function PayslipPage({ company, run, line }: { company: PayslipCompany; run: PayslipRun; line: PayrollLineView }) {
  const deducted = (toKobo(line.gross) - toKobo(line.net)) / 100;
  const { yearToDate } = line;
  const employerCost = added(line.pensionEmployer, line.nhiaEmployer, line.nsitf, line.itf);
  const money = (label: string, amount: number) => ({ label, value: figure(amount) });
  return (
    <Page size="A4" style={styles.page} wrap={runsOver(line)}>
      <Head company={company} run={run} />
      <Employee line={line} run={run} />
      <View style={styles.columns}>
        <View style={styles.column}>
          <Pairs title="Earnings (₦)" pairs={amounts(line.earnings)} total={money('Gross pay', line.gross)} />
        </View>
        <View style={styles.column}>
          <Pairs title="Deductions (₦)" pairs={amounts(line.deductions)} total={money('Total deductions', deducted)} />
        </View>
      </View>
      <View style={styles.net}>
        <Text>Net pay</Text>
        <Text>{currencyText(toKobo(line.net))}</Text>
      </View>
      <View style={styles.columns}>
        <View style={styles.column}>
          <Pairs
            title="Year to date (₦)"
            pairs={[
              money('Gross pay', yearToDate.gross),
              money('Taxable pay', yearToDate.taxable),
              money('PAYE', yearToDate.paye),
              money('Pension', yearToDate.pensionEmployee),
              money('Net pay', yearToDate.net),
            ]}
          />
        </View>
        <View style={styles.column}>
          <Pairs
            title="Paid by the company on top (₦)"
            pairs={[
              money('Pension', line.pensionEmployer),
              money('NHIA', line.nhiaEmployer),
              money('NSITF', line.nsitf),
              money('ITF', line.itf),
            ]}
            total={money('Total', employerCost)}
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
  const title =
    lines.length === 1 ? `Payslip ${run.month} - ${lines[0]?.employee.displayName}` : `Payslips ${run.month}`;
  return renderPdf(
    <Document title={`${title} - ${company.name}`} author={company.name} creator="Owo" producer="Owo">
      {lines.map((line) => (
        <PayslipPage key={line._id} company={company} run={run} line={line} />
      ))}
    </Document>,
  );
}
