import { templateDocumentLabels } from '@owo/core';
import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { colours } from './DocumentFrame.tsx';
import { documentFont } from './fonts.ts';
import { currencyText, longDayText } from './format.ts';
import type { SalesDocumentModel, SalesDocumentTemplate, SalesDocumentType } from './sales-document.ts';

/*
 * The parts every layout of SalesDocument.tsx is made of: the styles they share, the figures
 * resolved from the model and the template, the parties, the lines, the totals and the closing
 * blocks.
 */

type Style = ComponentProps<typeof View>['style'];

const defaultCounterpartyHeading: Record<SalesDocumentType, string> = {
  invoice: 'Bill to',
  estimate: 'Prepared for',
  'sales-receipt': 'Received from',
  bill: 'Vendor',
  'purchase-order': 'Vendor',
};

export const base = StyleSheet.create({
  page: { fontFamily: documentFont, fontSize: 9, color: colours.ink, lineHeight: 1.35 },
  bold: { fontWeight: 'bold' },
  muted: { color: colours.muted },
  small: { fontSize: 7.5 },
  heading: { fontWeight: 'bold', fontSize: 8, color: colours.muted, textTransform: 'uppercase', marginBottom: 3 },
  row: { flexDirection: 'row' },
  block: { marginTop: 12 },
  stamp: {
    position: 'absolute',
    top: 14,
    right: 18,
    fontSize: 9,
    fontWeight: 'bold',
    textTransform: 'uppercase',
    paddingVertical: 2,
    paddingHorizontal: 6,
    borderWidth: 1,
  },
});

/** What the template and the document settle between them: the texts that print, and what shows. */
export function resolve(model: SalesDocumentModel, template: SalesDocumentTemplate) {
  const text = (own: string | null | undefined, fallback: string) => (own ?? fallback).trim();
  return {
    title: model.title ?? templateDocumentLabels[model.type],
    heading: model.counterpartyHeading ?? defaultCounterpartyHeading[model.type],
    notes: template.showNotes ? text(model.notes, template.defaultNotes) : '',
    terms: template.showTerms ? text(model.terms, template.defaultTerms) : '',
    instructions: template.showPaymentInstructions ? text(model.paymentInstructions, template.paymentInstructions) : '',
    bankDetails: template.showBankDetails ? (model.bankDetails ?? []) : [],
    logo: template.showLogo ? (model.issuer.logo ?? null) : null,
    money: (kobo: number) => currencyText(kobo, model.currency),
  };
}
export type Resolved = ReturnType<typeof resolve>;

export interface PartProps {
  model: SalesDocumentModel;
  template: SalesDocumentTemplate;
  resolved: Resolved;
}

/** The company's own lines: address, contacts and (when the template shows them) its tax numbers. */
export function issuerLines(model: SalesDocumentModel, template: SalesDocumentTemplate): string[] {
  const { issuer } = model;
  const contact = [issuer.phone, issuer.email].filter(Boolean).join(' · ');
  return [
    ...issuer.address,
    contact,
    issuer.website ?? '',
    issuer.rcNumber ? `RC number: ${issuer.rcNumber}` : '',
    template.showTin && issuer.tin ? `TIN: ${issuer.tin}` : '',
    template.showTin && issuer.vatNumber ? `VAT number: ${issuer.vatNumber}` : '',
  ].filter((line) => line.trim() !== '');
}

export function Lines({ lines, style }: { lines: string[]; style?: Style }) {
  return (
    <View style={style}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no identity beyond their place
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}

export function Counterparty({ model, template, resolved }: PartProps) {
  const { counterparty } = model;
  const lines = [
    ...(counterparty.address ?? []),
    [counterparty.phone, counterparty.email].filter(Boolean).join(' · '),
    template.showTin && counterparty.tin ? `TIN: ${counterparty.tin}` : '',
  ].filter((line) => line.trim() !== '');
  return (
    <View>
      <Text style={base.heading}>{resolved.heading}</Text>
      <Text style={base.bold}>{counterparty.name}</Text>
      <Lines lines={lines} style={base.muted} />
    </View>
  );
}

/** Number, dates and other facts, label beside value. */
export function Facts({ model, resolved, align = 'right' }: PartProps & { align?: 'left' | 'right' }) {
  const facts = [
    { label: `${resolved.title} number`, value: model.number },
    ...model.dates.map((date) => ({ label: date.label, value: longDayText(date.date) })),
    ...(model.facts ?? []),
  ];
  return (
    <View>
      {facts.map((fact) => (
        <View key={fact.label} style={[base.row, { justifyContent: align === 'right' ? 'flex-end' : 'flex-start' }]}>
          <Text
            style={[
              base.muted,
              { width: align === 'right' ? 90 : 72, textAlign: align === 'right' ? 'right' : 'left', marginRight: 6 },
            ]}
          >
            {fact.label}
          </Text>
          <Text style={[base.bold, align === 'right' ? { width: 110, textAlign: 'right' } : { flex: 1 }]}>
            {fact.value}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** The lines table; compact drops the price and tax columns into the description's second line. */
export function LineItems({ model, resolved, accent, dense }: PartProps & { accent: string; dense?: boolean }) {
  const headerStyle = { flexDirection: 'row' as const, backgroundColor: accent, color: '#FFFFFF', paddingVertical: 4 };
  const cell = { paddingHorizontal: 4 };
  const hasTax = model.lines.some((line) => line.tax);
  if (dense) {
    return (
      <View style={{ marginTop: 8, borderTopWidth: 1, borderTopColor: colours.ink }}>
        {model.lines.map((line, index) => (
          <View
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity on paper
            key={index}
            style={{ paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: colours.rule }}
            wrap={false}
          >
            <View style={base.row}>
              <Text style={{ flex: 1 }}>{line.description}</Text>
              <Text style={[base.bold, { marginLeft: 6 }]}>{resolved.money(line.amount)}</Text>
            </View>
            <Text style={[base.muted, base.small]}>
              {[`${line.quantity} x ${resolved.money(line.unitPrice)}`, line.tax, line.detail]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </View>
        ))}
      </View>
    );
  }
  return (
    <View style={{ marginTop: 16 }}>
      <View style={headerStyle} fixed>
        <Text style={[cell, base.bold, { flex: 6 }]}>Description</Text>
        <Text style={[cell, base.bold, { flex: 1.4, textAlign: 'right' }]}>Qty</Text>
        <Text style={[cell, base.bold, { flex: 2.4, textAlign: 'right' }]}>Price</Text>
        {hasTax ? <Text style={[cell, base.bold, { flex: 1.8, textAlign: 'right' }]}>Tax</Text> : null}
        <Text style={[cell, base.bold, { flex: 2.6, textAlign: 'right' }]}>Amount</Text>
      </View>
      {model.lines.map((line, index) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity on paper
          key={index}
          style={{ flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: colours.rule }}
          wrap={false}
        >
          <View style={[cell, { flex: 6 }]}>
            <Text>{line.description}</Text>
            {line.detail ? <Text style={[base.muted, base.small]}>{line.detail}</Text> : null}
          </View>
          <Text style={[cell, { flex: 1.4, textAlign: 'right' }]}>{line.quantity}</Text>
          <Text style={[cell, { flex: 2.4, textAlign: 'right' }]}>{resolved.money(line.unitPrice)}</Text>
          {hasTax ? <Text style={[cell, { flex: 1.8, textAlign: 'right' }]}>{line.tax ?? ''}</Text> : null}
          <Text style={[cell, { flex: 2.6, textAlign: 'right' }]}>{resolved.money(line.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Subtotal, discount, each tax, total, paid and due; `large` sets the last figure big in the accent. */
export function Totals({
  model,
  resolved,
  accent,
  large,
  width,
}: PartProps & { accent: string; large?: boolean; width: number | string }) {
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [
    { label: 'Subtotal', value: resolved.money(model.subtotal) },
  ];
  if (model.discount && model.discount.amount !== 0) {
    rows.push({ label: model.discount.label, value: resolved.money(-Math.abs(model.discount.amount)) });
  }
  for (const tax of model.taxes) rows.push({ label: tax.name, value: resolved.money(tax.amount) });
  rows.push({ label: 'Total', value: resolved.money(model.total), strong: true });
  if (model.amountPaid) rows.push({ label: 'Amount paid', value: resolved.money(-Math.abs(model.amountPaid)) });
  const due = model.amountDue ?? null;
  return (
    <View style={{ marginTop: 8, alignSelf: 'flex-end', width }} wrap={false}>
      {rows.map((row) => (
        <View key={row.label} style={[base.row, { paddingVertical: 2 }]}>
          <Text style={[{ flex: 1 }, row.strong ? base.bold : base.muted]}>{row.label}</Text>
          <Text style={[{ textAlign: 'right' }, row.strong ? base.bold : {}]}>{row.value}</Text>
        </View>
      ))}
      {due !== null ? (
        large ? (
          <View style={{ marginTop: 8, paddingTop: 6, borderTopWidth: 2, borderTopColor: accent }}>
            <Text style={[base.heading, { color: accent }]}>Amount due</Text>
            <Text style={{ fontSize: 20, fontWeight: 'bold', color: accent, textAlign: 'right', lineHeight: 1.2 }}>
              {resolved.money(due)}
            </Text>
          </View>
        ) : (
          <View
            style={[
              base.row,
              { marginTop: 4, paddingVertical: 4, paddingHorizontal: 4, backgroundColor: accent, color: '#FFFFFF' },
            ]}
          >
            <Text style={[base.bold, { flex: 1 }]}>Amount due</Text>
            <Text style={base.bold}>{resolved.money(due)}</Text>
          </View>
        )
      ) : null}
    </View>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <View style={base.block} wrap={false}>
      <Text style={base.heading}>{title}</Text>
      <Text>{text}</Text>
    </View>
  );
}

function BankDetails({ resolved }: { resolved: Resolved }) {
  if (resolved.bankDetails.length === 0) return null;
  return (
    <View style={base.block} wrap={false}>
      <Text style={base.heading}>Bank details</Text>
      {resolved.bankDetails.map((bank) => (
        <View key={`${bank.bankName}-${bank.accountNumber}`} style={{ marginBottom: 3 }}>
          <Text>{bank.bankName}</Text>
          <Text>{`Account name: ${bank.accountName}`}</Text>
          <Text>{`Account number: ${bank.accountNumber}`}</Text>
        </View>
      ))}
    </View>
  );
}

function Signature({ model, template }: { model: SalesDocumentModel; template: SalesDocumentTemplate }) {
  if (!template.showSignature) return null;
  return (
    <View style={{ marginTop: 28, width: 180 }} wrap={false}>
      <View style={{ borderBottomWidth: 0.75, borderBottomColor: colours.ink, height: 24 }} />
      <Text style={[base.muted, { marginTop: 3 }]}>{model.signatureLabel ?? 'Authorised signature'}</Text>
    </View>
  );
}

/** The total in words, as Nigerian receipts and invoices write it under the figures. */
export function AmountInWords({ model, width }: { model: SalesDocumentModel; width: number | string }) {
  if (!model.amountInWords) return null;
  return (
    <View style={{ marginTop: 6, alignSelf: 'flex-end', width }} wrap={false}>
      <Text style={[base.muted, base.small]}>Amount in words</Text>
      <Text style={base.bold}>{model.amountInWords}</Text>
    </View>
  );
}

/** The QR code of the document's public view: small, in the bottom corner, with a word on what it is. */
function Verification({ model, resolved, size }: { model: SalesDocumentModel; resolved: Resolved; size: number }) {
  const { verification } = model;
  if (!verification) return null;
  return (
    <View style={{ marginTop: 14, flexDirection: 'row', alignItems: 'center' }} wrap={false}>
      <Text style={[base.muted, base.small, { width: 70, textAlign: 'right', marginRight: 6 }]}>
        {`Scan to view and check this ${resolved.title.toLowerCase()} online`}
      </Text>
      <Image src={{ data: verification.qrPng, format: 'png' }} style={{ width: size, height: size }} />
    </View>
  );
}

/** The NRS e-invoice stamp: its IRN with the QR code NRS's verifier reads (reference section 6). */
function EInvoiceStamp({ model }: { model: SalesDocumentModel }) {
  const { eInvoice } = model;
  if (!eInvoice) return null;
  return (
    <View style={{ marginTop: 14, flexDirection: 'row', alignItems: 'center' }} wrap={false}>
      <Image src={{ data: eInvoice.qrPng, format: 'png' }} style={{ width: 84, height: 84 }} />
      <View style={{ marginLeft: 8 }}>
        <Text style={[base.muted, base.small]}>NRS e-invoice</Text>
        <Text style={base.bold}>{`IRN ${eInvoice.irn}`}</Text>
      </View>
    </View>
  );
}

/** What closes every layout: payment, notes, terms, then the signature beside the verification code. */
export function Closing(props: PartProps & { compact?: boolean }) {
  const { resolved, model, template, compact } = props;
  return (
    <View>
      <BankDetails resolved={resolved} />
      <TextBlock title="Payment instructions" text={resolved.instructions} />
      <TextBlock title="Notes" text={resolved.notes} />
      <TextBlock title="Terms and conditions" text={resolved.terms} />
      <EInvoiceStamp model={model} />
      {compact ? (
        <View>
          <Signature model={model} template={template} />
          <View style={{ alignSelf: 'center' }}>
            <Verification model={model} resolved={resolved} size={56} />
          </View>
        </View>
      ) : (
        <View style={[base.row, { justifyContent: 'space-between', alignItems: 'flex-end' }]} wrap={false}>
          <Signature model={model} template={template} />
          <View style={{ marginLeft: 'auto' }}>
            <Verification model={model} resolved={resolved} size={64} />
          </View>
        </View>
      )}
    </View>
  );
}

export function Stamp({ model, colour }: { model: SalesDocumentModel; colour: string }) {
  if (!model.stamp) return null;
  return (
    <Text style={[base.stamp, { color: colour, borderColor: colour }]} fixed>
      {model.stamp}
    </Text>
  );
}

export function PageNumbers({ style }: { style: Style }) {
  return (
    <Text
      style={style}
      fixed
      render={({ pageNumber, totalPages }) => (totalPages > 1 ? `Page ${pageNumber} of ${totalPages}` : '')}
    />
  );
}

export function Logo({ resolved, height }: { resolved: Resolved; height: number }) {
  if (!resolved.logo) return null;
  return <Image src={resolved.logo} style={{ height, maxWidth: height * 3, objectFit: 'contain' }} />;
}
