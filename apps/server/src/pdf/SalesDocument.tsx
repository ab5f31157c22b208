import { Document, Page, Text, View } from '@react-pdf/renderer';
import { colours } from './DocumentFrame.tsx';
import { registerDocumentFonts } from './fonts.ts';
import { renderPdf } from './render.ts';
import {
  AmountInWords,
  base,
  Closing,
  Counterparty,
  Facts,
  issuerLines,
  LineItems,
  Lines,
  Logo,
  PageNumbers,
  type PartProps,
  resolve,
  Stamp,
  Totals,
} from './SalesDocumentParts.tsx';
import type { SalesDocumentModel, SalesDocumentTemplate } from './sales-document.ts';

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
