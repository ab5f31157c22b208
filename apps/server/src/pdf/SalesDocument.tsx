import { templateDocumentLabels } from '@owo/core';
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { colours } from './DocumentFrame.tsx';
import { documentFont, registerDocumentFonts } from './fonts.ts';
import { currencyText, longDayText } from './format.ts';
import { renderPdf } from './render.ts';
import type { SalesDocumentModel, SalesDocumentTemplate, SalesDocumentType } from './sales-document.ts';

/*
 * The one renderer of invoices, estimates, sales receipts, bills and purchase orders: a
 * SalesDocumentModel (sales-document.ts) laid out by the company's template for its type. Three
 * layouts share the same parts (parties, lines, totals, the closing blocks) and differ in how they
 * frame them:
 * - classic: a band of the accent colour across the top with the company and the title, the
 *   parties in two columns, an accent heading row over the lines;
 * - modern: a coloured bar down the left edge, a large accent title, the company in a side column
 *   beside the parties, and the amount due set large;
 * - compact: one narrow column (80 mm, as receipt printers take) whose page grows with the
 *   document, everything in small type.
 * What the template switches off (logo, tax numbers, bank details, notes, terms, instructions,
 * signature) is left out of the PDF, not hidden in it.
 */

type Style = ComponentProps<typeof View>['style'];

const defaultCounterpartyHeading: Record<SalesDocumentType, string> = {
  invoice: 'Bill to',
  estimate: 'Prepared for',
  'sales-receipt': 'Received from',
  bill: 'Vendor',
  'purchase-order': 'Vendor',
};

const base = StyleSheet.create({
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
function resolve(model: SalesDocumentModel, template: SalesDocumentTemplate) {
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
type Resolved = ReturnType<typeof resolve>;

interface PartProps {
  model: SalesDocumentModel;
  template: SalesDocumentTemplate;
  resolved: Resolved;
}

/** The company's own lines: address, contacts and (when the template shows them) its tax numbers. */
function issuerLines(model: SalesDocumentModel, template: SalesDocumentTemplate): string[] {
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

function Lines({ lines, style }: { lines: string[]; style?: Style }) {
  return (
    <View style={style}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no identity beyond their place
        <Text key={index}>{line}</Text>
      ))}
    </View>
  );
}

function Counterparty({ model, template, resolved }: PartProps) {
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
function Facts({ model, resolved, align = 'right' }: PartProps & { align?: 'left' | 'right' }) {
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
function LineItems({ model, resolved, accent, dense }: PartProps & { accent: string; dense?: boolean }) {
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
function Totals({
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
function AmountInWords({ model, width }: { model: SalesDocumentModel; width: number | string }) {
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

/** What closes every layout: payment, notes, terms, then the signature beside the verification code. */
function Closing(props: PartProps & { compact?: boolean }) {
  const { resolved, model, template, compact } = props;
  return (
    <View>
      <BankDetails resolved={resolved} />
      <TextBlock title="Payment instructions" text={resolved.instructions} />
      <TextBlock title="Notes" text={resolved.notes} />
      <TextBlock title="Terms and conditions" text={resolved.terms} />
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

function Stamp({ model, colour }: { model: SalesDocumentModel; colour: string }) {
  if (!model.stamp) return null;
  return (
    <Text style={[base.stamp, { color: colour, borderColor: colour }]} fixed>
      {model.stamp}
    </Text>
  );
}

function PageNumbers({ style }: { style: Style }) {
  return (
    <Text
      style={style}
      fixed
      render={({ pageNumber, totalPages }) => (totalPages > 1 ? `Page ${pageNumber} of ${totalPages}` : '')}
    />
  );
}

function Logo({ resolved, height }: { resolved: Resolved; height: number }) {
  if (!resolved.logo) return null;
  return <Image src={resolved.logo} style={{ height, maxWidth: height * 3, objectFit: 'contain' }} />;
}

function ClassicLayout(props: PartProps) {
  const { model, template, resolved } = props;
  const accent = template.accentColour;
  return (
    <Page size="A4" style={[base.page, { paddingBottom: 48 }]} wrap>
      <View style={{ backgroundColor: accent, color: '#FFFFFF', paddingHorizontal: 36, paddingVertical: 20 }}>
        <View style={[base.row, { alignItems: 'center' }]}>
          {resolved.logo ? (
            <View style={{ backgroundColor: '#FFFFFF', padding: 4, borderRadius: 3, marginRight: 12 }}>
              <Logo resolved={resolved} height={40} />
            </View>
          ) : null}
          <View style={{ flex: 1 }}>
            <Text style={{ fontSize: 14, fontWeight: 'bold', lineHeight: 1.2 }}>{model.issuer.name}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={{ fontSize: 20, fontWeight: 'bold', textTransform: 'uppercase', lineHeight: 1.2 }}>
              {resolved.title}
            </Text>
            {model.stamp ? (
              <Text style={{ fontSize: 8, fontWeight: 'bold', textTransform: 'uppercase', marginTop: 2 }}>
                {model.stamp}
              </Text>
            ) : null}
          </View>
        </View>
      </View>
      <View style={{ paddingHorizontal: 36, paddingTop: 14 }}>
        <View style={base.row}>
          <Lines lines={issuerLines(model, template)} style={[base.muted, { flex: 1 }]} />
          <View style={{ flex: 1 }}>
            <Facts {...props} />
          </View>
        </View>
        <View style={{ marginTop: 14 }}>
          <Counterparty {...props} />
        </View>
        <LineItems {...props} accent={accent} />
        <Totals {...props} accent={accent} width="45%" />
        <AmountInWords model={model} width="45%" />
        <Closing {...props} />
      </View>
      <PageNumbers style={{ position: 'absolute', bottom: 20, right: 36, fontSize: 7.5, color: colours.muted }} />
    </Page>
  );
}

function ModernLayout(props: PartProps) {
  const { model, template, resolved } = props;
  const accent = template.accentColour;
  return (
    <Page size="A4" style={[base.page, { paddingVertical: 40, paddingLeft: 54, paddingRight: 36 }]} wrap>
      <View style={{ position: 'absolute', top: 0, bottom: 0, left: 0, width: 18, backgroundColor: accent }} fixed />
      <View style={[base.row, { alignItems: 'flex-start' }]}>
        <View style={{ flex: 1 }}>
          <Text style={{ fontSize: 30, fontWeight: 'bold', color: accent, lineHeight: 1.15 }}>{resolved.title}</Text>
          <Text style={[base.muted, { fontSize: 11, marginTop: 2 }]}>{model.number}</Text>
        </View>
        <Logo resolved={resolved} height={52} />
      </View>
      <View style={[base.row, { marginTop: 22 }]}>
        <View style={{ flex: 1, paddingRight: 12 }}>
          <Text style={[base.heading, { color: accent }]}>From</Text>
          <Text style={base.bold}>{model.issuer.name}</Text>
          <Lines lines={issuerLines(model, template)} style={base.muted} />
        </View>
        <View style={{ flex: 1, paddingRight: 12 }}>
          <Counterparty {...props} />
        </View>
        <View style={{ flex: 1.3 }}>
          <Facts {...props} align="left" />
        </View>
      </View>
      <LineItems {...props} accent={accent} />
      <Totals {...props} accent={accent} width="50%" large />
      <AmountInWords model={model} width="50%" />
      <Closing {...props} />
      <Stamp model={model} colour={accent} />
      <PageNumbers style={{ position: 'absolute', bottom: 20, right: 36, fontSize: 7.5, color: colours.muted }} />
    </Page>
  );
}

/** 80 mm, as receipt printers take; the page is as long as the document. */
const COMPACT_WIDTH = 226.8;

function CompactLayout(props: PartProps) {
  const { model, template, resolved } = props;
  const accent = template.accentColour;
  return (
    <Page size={{ width: COMPACT_WIDTH }} style={[base.page, { fontSize: 7.5, padding: 12 }]} wrap={false}>
      <View style={{ alignItems: 'center', textAlign: 'center' }}>
        <Logo resolved={resolved} height={30} />
        <Text style={{ fontSize: 10, fontWeight: 'bold', marginTop: 2, textAlign: 'center' }}>{model.issuer.name}</Text>
        <Lines lines={issuerLines(model, template)} style={[base.muted, { textAlign: 'center', width: '100%' }]} />
      </View>
      <View style={{ marginTop: 6, paddingVertical: 3, borderTopWidth: 1, borderBottomWidth: 1, borderColor: accent }}>
        <Text
          style={{ fontSize: 10, fontWeight: 'bold', color: accent, textAlign: 'center', textTransform: 'uppercase' }}
        >
          {model.stamp ? `${resolved.title} · ${model.stamp}` : resolved.title}
        </Text>
      </View>
      <View style={{ marginTop: 4 }}>
        <Facts {...props} align="left" />
      </View>
      <View style={{ marginTop: 6 }}>
        <Counterparty {...props} />
      </View>
      <LineItems {...props} accent={accent} dense />
      <Totals {...props} accent={accent} width="100%" />
      <AmountInWords model={model} width="100%" />
      <Closing {...props} compact />
    </Page>
  );
}

const layouts = { classic: ClassicLayout, modern: ModernLayout, compact: CompactLayout } as const;

export function SalesDocument({ model, template }: { model: SalesDocumentModel; template: SalesDocumentTemplate }) {
  registerDocumentFonts();
  const resolved = resolve(model, template);
  const Layout = layouts[template.layout];
  return (
    <Document
      title={`${resolved.title} ${model.number} - ${model.issuer.name}`}
      author={model.issuer.name}
      creator="Owo"
      producer="Owo"
    >
      <Layout model={model} template={template} resolved={resolved} />
    </Document>
  );
}

/** The PDF of a sales or purchase document, as its company's template lays it out. */
export function renderSalesDocument(model: SalesDocumentModel, template: SalesDocumentTemplate): Promise<Buffer> {
  registerDocumentFonts();
  return renderPdf(<SalesDocument model={model} template={template} />);
}
