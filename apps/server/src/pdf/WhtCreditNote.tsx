import type { Kobo } from '@owo/core';
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { DocumentFrame, Facts, Section } from './DocumentFrame.tsx';
import { amountText, dayText, longDayText } from './format.ts';
import { renderPdf } from './render.ts';
import { Table } from './Table.tsx';

/*
 * The withholding tax credit note a company gives a vendor when it pays them less the tax it
 * withheld (issue 27): who withheld (payer and TIN), from whom (vendor and TIN), on which bills,
 * the gross amounts, the rates and the tax withheld, and the date. The vendor claims the tax as a
 * credit against their own income tax with it.
 */

export interface WhtCreditNoteBill {
  billNumber: string;
  /** The vendor's own number on the bill. */
  reference: string;
  /** What the payment settled on the bill, tax withheld included. */
  gross: Kobo;
  /** '5%', or '2%, 5%' for a bill with lines at two rates. */
  rate: string;
  withheld: Kobo;
}

export interface WhtCreditNote {
  payer: { name: string; tin: string; address: string };
  vendor: { name: string; tin: string };
  paymentNumber: string;
  reference: string;
  date: string;
  currency: string;
  bills: WhtCreditNoteBill[];
  /** What the vendor was paid in cash. */
  cashPaid: Kobo;
}

const styles = StyleSheet.create({
  note: { marginTop: 12, fontSize: 8, color: '#5c5f66' },
});

function CreditNote({ note }: { note: WhtCreditNote }) {
  // Helvetica has no naira sign: amounts read 'NGN 1,234.56'.
  const money = (kobo: Kobo) => `${note.currency} ${amountText(kobo)}`;
  const withheld = note.bills.reduce((sum, bill) => sum + bill.withheld, 0);
  const gross = note.bills.reduce((sum, bill) => sum + bill.gross, 0);
  return (
    <DocumentFrame
      companyName={note.payer.name}
      title="Withholding tax credit note"
      period={`Payment ${note.paymentNumber} of ${longDayText(note.date)}`}
    >
      <Section title="Payer (withholding agent)">
        <Facts
          facts={[
            { label: 'Name', value: note.payer.name },
            { label: 'TIN', value: note.payer.tin || 'Not given' },
            { label: 'Address', value: note.payer.address || '-' },
          ]}
        />
      </Section>
      <Section title="Vendor (beneficiary)">
        <Facts
          facts={[
            { label: 'Name', value: note.vendor.name },
            { label: 'TIN', value: note.vendor.tin || 'Not given (the rate is doubled without one)' },
          ]}
        />
      </Section>
      <Section title="Tax withheld">
        <Table
          columns={[
            { header: 'Bill', weight: 2, cell: (bill: WhtCreditNoteBill) => bill.billNumber },
            { header: 'Vendor bill no.', weight: 2, cell: (bill) => bill.reference || '-' },
            { header: 'Gross amount', weight: 2, align: 'right', cell: (bill) => money(bill.gross) },
            { header: 'Rate', weight: 1, align: 'right', cell: (bill) => bill.rate },
            { header: 'WHT deducted', weight: 2, align: 'right', cell: (bill) => money(bill.withheld) },
          ]}
          rows={note.bills}
          rowKey={(bill) => bill.billNumber}
          empty="No tax was withheld on this payment."
          total={{ label: 'Total', value: money(withheld) }}
        />
      </Section>
      <Section title="Payment">
        <Facts
          facts={[
            { label: 'Date', value: dayText(note.date) },
            { label: 'Reference', value: note.reference },
            { label: 'Gross amount settled', value: money(gross) },
            { label: 'Tax withheld', value: money(withheld), strong: true },
            { label: 'Paid to the vendor', value: money(note.cashPaid) },
          ]}
        />
      </Section>
      <View>
        <Text style={styles.note}>
          The tax above was withheld from the payment and is remitted by the payer to the Nigeria Revenue Service. The
          vendor may claim it as a credit against their own income tax.
        </Text>
      </View>
    </DocumentFrame>
  );
}

export function whtCreditNotePdf(note: WhtCreditNote): Promise<Buffer> {
  return renderPdf(<CreditNote note={note} />);
}
