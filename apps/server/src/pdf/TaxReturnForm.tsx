import { type PreparedTaxReturn, toKobo } from '@owo/core';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { colours } from './DocumentFrame.tsx';
import { documentFont, registerDocumentFonts } from './fonts.ts';
import { currencyText, dayText, longDayText } from './format.ts';
import { renderPdf } from './render.ts';
import { formStyles as styles } from './TaxReturnFormStyles.ts';
import { ReturnSchedules } from './TaxReturnSchedules.tsx';

/*
 * A filed (or prepared) VAT or WHT return laid out like the return form the Nigeria Revenue
 * Service takes (issue 29): the authority and the form's title at the head, the taxpayer, the
 * period and the filing, the figures in numbered boxes (VAT) or the schedule of deductions (WHT),
 * the declaration with a signature line, then on the following pages the documents behind each
 * figure. Every figure is the return's own, as filed (naira to two places on the wire, read back
 * to kobo exactly): nothing is computed here but the sums a box states as a sum of others.
 */

export interface TaxReturnTaxpayer {
  name: string;
  tin: string;
  rcNumber: string;
  vatNumber: string;
  address: string[];
}

export interface TaxReturnFormModel {
  taxpayer: TaxReturnTaxpayer;
  prepared: PreparedTaxReturn;
  /** Null while the return is only prepared. */
  filing: { filedOn: string; reference: string } | null;
  /** When it was printed, as Lagos time text: '31/03/2026 14:05'. */
  printedAt: string;
}

const naira = (amount: number) => currencyText(toKobo(amount));
const monthNames = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthText = (period: string) => monthNames.format(new Date(`${period}-01T00:00:00Z`));

const titles = { vat: 'Value Added Tax Return', wht: 'Withholding Tax Return' } as const;

function Head({ model }: { model: TaxReturnFormModel }) {
  const { prepared } = model;
  return (
    <View style={styles.head}>
      <View>
        <Text style={styles.authority}>Nigeria Revenue Service</Text>
        <Text style={styles.title}>{titles[prepared.type]}</Text>
        <Text style={styles.muted}>Monthly return for {monthText(prepared.period)}</Text>
      </View>
      <View style={styles.stampBox}>
        <Text style={styles.stampLabel}>{model.filing ? 'Filed' : 'Prepared, not filed'}</Text>
        <Text>{model.filing ? longDayText(model.filing.filedOn) : 'Not yet filed'}</Text>
      </View>
    </View>
  );
}

function Field({ label, value, width = '50%' }: { label: string; value: string; width?: string }) {
  return (
    <View style={[styles.field, { width }]}>
      <Text style={styles.fieldLabel}>{label}</Text>
      <Text style={styles.fieldValue}>{value || '-'}</Text>
    </View>
  );
}

/** A ruled part of the form; a short one stays on one page, a long schedule (WHT) runs on. */
function Part({
  letter,
  title,
  long,
  children,
}: {
  letter: string;
  title: string;
  long?: boolean;
  children: ReactNode;
}) {
  return (
    <View style={styles.part} wrap={Boolean(long)}>
      <Text style={styles.partTitle} minPresenceAhead={40}>
        Part {letter}: {title}
      </Text>
      {children}
    </View>
  );
}

function Taxpayer({ model }: { model: TaxReturnFormModel }) {
  const { taxpayer, prepared, filing } = model;
  return (
    <Part letter="A" title="Taxpayer and period">
      <View style={styles.fields}>
        <Field label="Taxpayer name" value={taxpayer.name} width="100%" />
        <Field label="Taxpayer identification number (TIN)" value={taxpayer.tin || 'Not given'} />
        <Field label="RC number" value={taxpayer.rcNumber} />
        <Field label="Address" value={taxpayer.address.join(', ')} width="100%" />
        <Field label="Tax period" value={`${dayText(prepared.from)} to ${dayText(prepared.to)}`} />
        <Field label="Due date" value={dayText(prepared.dueDate)} />
        <Field label="Date filed" value={filing ? dayText(filing.filedOn) : 'Not yet filed'} />
        <Field label="Filing reference" value={filing?.reference ?? ''} />
      </View>
    </Part>
  );
}

/** A numbered box of the form: its number, what it holds, how it is made, and the amount. */
export function Box({ number, label, note, amount, strong }: BoxProps) {
  return (
    <View style={[styles.box, strong ? styles.boxStrong : {}]} wrap={false}>
      <Text style={styles.boxNumber}>{number}</Text>
      <View style={styles.boxLabel}>
        <Text style={strong ? styles.bold : {}}>{label}</Text>
        {note ? <Text style={styles.boxNote}>{note}</Text> : null}
      </View>
      <Text style={[styles.boxAmount, strong ? styles.bold : {}]}>{amount}</Text>
    </View>
  );
}

interface BoxProps {
  number: string;
  label: string;
  note?: string;
  amount: string;
  strong?: boolean;
}

function VatBoxes({ vat }: { vat: NonNullable<PreparedTaxReturn['vat']> }) {
  const { figures } = vat;
  const adjustments = figures.outputVatAdjustment - figures.inputVatAdjustment;
  const payable = figures.netVat >= 0;
  return (
    <Part letter="B" title="Value added tax for the period">
      <Box
        number="1"
        label="Standard-rated sales"
        note="Value of supplies charged VAT at 7.5%"
        amount={naira(figures.standardRatedSales)}
      />
      <Box
        number="2"
        label="Zero-rated sales"
        note="Value of supplies charged VAT at 0%"
        amount={naira(figures.zeroRatedSales)}
      />
      <Box
        number="3"
        label="Exempt sales"
        note="Value of supplies not charged VAT"
        amount={naira(figures.exemptSales)}
      />
      <Box
        number="4"
        label="Output VAT"
        note="VAT charged on sales, less credit notes"
        amount={naira(figures.outputVat)}
      />
      <Box
        number="5"
        label="Input VAT"
        note={`VAT paid on taxable purchases of ${naira(figures.taxablePurchases)}`}
        amount={naira(figures.inputVat)}
      />
      <Box
        number="6"
        label="Adjustments"
        note="Changes to earlier filed months since their filing (output less input VAT)"
        amount={naira(adjustments)}
      />
      <Box
        number="7"
        label="Credit brought forward"
        note="From the last VAT return filed"
        amount={naira(figures.creditBroughtForward)}
      />
      <Box
        number="8"
        label={payable ? 'Net VAT payable' : 'Credit carried forward'}
        note="Box 4 less box 5, plus box 6, less box 7"
        amount={naira(payable ? figures.netVat : figures.creditCarriedForward)}
        strong
      />
    </Part>
  );
}

function WhtPart({ wht, amountDue }: { wht: NonNullable<PreparedTaxReturn['wht']>; amountDue: number }) {
  const adjusted = wht.adjustments.reduce((sum, row) => sum + toKobo(row.total), 0);
  return (
    <>
      <Part letter="B" title="Tax withheld from payments to suppliers" long>
        <View style={styles.tableHead}>
          <Text style={[styles.cell, { flex: 3 }]}>Vendor</Text>
          <Text style={[styles.cell, { flex: 2 }]}>TIN</Text>
          <Text style={[styles.cell, { flex: 3 }]}>Kind of supply</Text>
          <Text style={[styles.cell, styles.right, { flex: 1 }]}>Rate</Text>
          <Text style={[styles.cell, styles.right, { flex: 2 }]}>Tax withheld</Text>
        </View>
        {wht.lines.length === 0 ? <Text style={styles.empty}>No tax was withheld in the period.</Text> : null}
        {wht.lines.map((line) => (
          <View key={`${line.vendor}-${line.supply}-${line.rate}`} style={styles.tableRow} wrap={false}>
            <Text style={[styles.cell, { flex: 3 }]}>{line.vendor}</Text>
            <Text style={[styles.cell, { flex: 2 }, line.tinMissing ? styles.flag : {}]}>
              {line.tinMissing ? 'TIN missing' : line.tin}
            </Text>
            <Text style={[styles.cell, { flex: 3 }]}>{line.supply}</Text>
            <Text style={[styles.cell, styles.right, { flex: 1 }]}>{line.rate}</Text>
            <Text style={[styles.cell, styles.right, { flex: 2 }]}>{naira(line.amount)}</Text>
          </View>
        ))}
        <Box number="1" label="Tax withheld in the period" amount={naira(wht.total)} />
        <Box
          number="2"
          label="Adjustments"
          note="Changes to earlier filed months since their filing"
          amount={currencyText(adjusted)}
        />
        <Box number="3" label="WHT payable" note="Box 1 plus box 2" amount={naira(amountDue)} strong />
      </Part>
      <Part letter="C" title="Tax customers withheld from payments to the company (credits to claim)" long>
        <View style={styles.tableHead}>
          <Text style={[styles.cell, { flex: 6 }]}>Customer</Text>
          <Text style={[styles.cell, { flex: 3 }]}>TIN</Text>
          <Text style={[styles.cell, styles.right, { flex: 2 }]}>Tax withheld</Text>
        </View>
        {wht.credits.length === 0 ? <Text style={styles.empty}>No customer withheld tax in the period.</Text> : null}
        {wht.credits.map((credit) => (
          <View key={`${credit.customer}-${credit.tin}`} style={styles.tableRow} wrap={false}>
            <Text style={[styles.cell, { flex: 6 }]}>{credit.customer}</Text>
            <Text style={[styles.cell, { flex: 3 }]}>{credit.tin || 'TIN not given'}</Text>
            <Text style={[styles.cell, styles.right, { flex: 2 }]}>{naira(credit.amount)}</Text>
          </View>
        ))}
        <Box
          number="4"
          label="Credits to claim"
          note="Set against the company's income tax"
          amount={naira(wht.creditsTotal)}
        />
      </Part>
    </>
  );
}

function Declaration({ model }: { model: TaxReturnFormModel }) {
  return (
    <Part letter={model.prepared.type === 'vat' ? 'C' : 'D'} title="Declaration">
      <Text style={styles.declaration}>
        I declare that the information given in this return and its schedules is true, correct and complete, and was
        taken from the books of {model.taxpayer.name}.
      </Text>
      <View style={styles.signatures}>
        {['Name of authorised officer', 'Designation', 'Signature', 'Date'].map((label) => (
          <View key={label} style={styles.signature}>
            <View style={styles.signatureLine} />
            <Text style={styles.fieldLabel}>{label}</Text>
          </View>
        ))}
      </View>
    </Part>
  );
}

function ReturnForm({ model }: { model: TaxReturnFormModel }) {
  const { prepared } = model;
  return (
    <Document
      title={`${titles[prepared.type]} ${prepared.period} - ${model.taxpayer.name}`}
      author={model.taxpayer.name}
      creator="Owo"
      producer="Owo"
    >
      <Page size="A4" style={[styles.page, { fontFamily: documentFont, color: colours.ink }]} wrap>
        <View style={styles.footer} fixed>
          <Text>
            {model.taxpayer.name}, {titles[prepared.type]} for {monthText(prepared.period)}. Printed {model.printedAt}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
        <Head model={model} />
        <Taxpayer model={model} />
        {prepared.vat ? <VatBoxes vat={prepared.vat} /> : null}
        {prepared.wht ? <WhtPart wht={prepared.wht} amountDue={prepared.amountDue} /> : null}
        <Declaration model={model} />
        <ReturnSchedules prepared={prepared} />
      </Page>
    </Document>
  );
}

export function renderTaxReturnForm(model: TaxReturnFormModel): Promise<Buffer> {
  registerDocumentFonts();
  return renderPdf(<ReturnForm model={model} />);
}
