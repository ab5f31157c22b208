import { addKobo, type Kobo, toNaira } from '../money.ts';

/*
 * The MBS document (reference section 4) of an approved invoice or credit note, built from what
 * the server reads of it. Figures come in kobo and leave as naira with 2 places, as the reference
 * asks; the totals follow UBL arithmetic exactly (section 4.4): an Owo line's amount is already
 * net of its share of the document's discount, so no allowance_charge is needed.
 */

/** NRS swaps UN/CEFACT's codes: a sale is 381 and a credit note 380 (reference section 4.6). */
export const invoiceTypeCodes = { invoice: '381', 'credit-note': '380' } as const;

export type EInvoiceKind = keyof typeof invoiceTypeCodes;

export interface EInvoiceParty {
  name: string;
  tin: string;
  email: string;
  telephone: string | null;
  address: { street: string; city: string; postalZone: string; country: string };
}

export interface EInvoiceTax {
  /** An NRS tax category id from /resources/tax-categories, e.g. STANDARD_VAT. */
  category: string;
  rateBasisPoints: number;
  amount: Kobo;
}

export interface EInvoiceLine {
  name: string;
  description: string;
  /** Thousandths of the unit, as Owo keeps quantities. */
  quantityMilli: number;
  unitPrice: Kobo;
  /** Quantity × price less the line's share of the discount: the amount its taxes are charged on. */
  netAmount: Kobo;
  /** Goods carry an HS code (hsn_code), services an ISIC service code (isic_code). */
  classification: { kind: 'goods' | 'service'; code: string; category: string };
  measurement: string;
  taxes: EInvoiceTax[];
}

export interface EInvoiceSource {
  kind: EInvoiceKind;
  businessId: string;
  irn: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  supplier: EInvoiceParty;
  customer: EInvoiceParty;
  lines: EInvoiceLine[];
  /** Credit notes: the invoice they credit, by its IRN (mandatory for NRS). */
  original: { irn: string; issueDate: string } | null;
  note: string;
}

/**
 * NRS wants a phone number with + and the country code; Nigerians write theirs as 0803 123 4567 or
 * 234803..., so those get +234. Anything else is sent as typed, for NRS to say what is wrong.
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '');
  if (/^0\d{10}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return `+${digits}`;
  return /^\+\d{7,15}$/.test(digits) ? digits : phone;
}

function party(value: EInvoiceParty) {
  return {
    party_name: value.name,
    tin: value.tin,
    email: value.email,
    ...(value.telephone ? { telephone: internationalPhone(value.telephone) } : {}),
    postal_address: {
      street_name: value.address.street,
      city_name: value.address.city,
      postal_zone: value.address.postalZone,
      country: value.address.country,
    },
  };
}

const percent = (basisPoints: number) => basisPoints / 100;

/** One tax_subtotal per tax category and rate, summed over the lines (Doftwerks' live rule). */
function taxTotal(lines: EInvoiceLine[]) {
  const groups = new Map<string, { category: string; rateBasisPoints: number; taxable: Kobo; tax: Kobo }>();
  for (const line of lines)
    for (const tax of line.taxes) {
      const key = `${tax.category}:${tax.rateBasisPoints}`;
      const group = groups.get(key) ?? {
        category: tax.category,
        rateBasisPoints: tax.rateBasisPoints,
        taxable: 0,
        tax: 0,
      };
      group.taxable = addKobo(group.taxable, line.netAmount);
      group.tax = addKobo(group.tax, tax.amount);
      groups.set(key, group);
    }
  const subtotals = [...groups.values()];
  return {
    tax: addKobo(...subtotals.map((group) => group.tax)),
    subtotals: subtotals.map((group) => ({
      taxable_amount: toNaira(group.taxable),
      tax_amount: toNaira(group.tax),
      tax_category: { id: group.category, percent: percent(group.rateBasisPoints) },
    })),
  };
}

function invoiceLine(line: EInvoiceLine, index: number) {
  const goods = line.classification.kind === 'goods';
  const quantity = line.quantityMilli / 1000;
  return {
    id: index + 1,
    // Goods carry hsn_code and product_category, services isic_code and service_category; the
    // other pair is sent empty, not left out, as NRS's validator expects (reference 4.5).
    hsn_code: goods ? line.classification.code : '',
    product_category: goods ? line.classification.category : '',
    isic_code: goods ? '' : line.classification.code,
    service_category: goods ? '' : line.classification.category,
    invoiced_quantity: quantity,
    line_extension_amount: toNaira(line.netAmount),
    item: { name: line.name, description: line.description || line.name },
    price: { price_amount: toNaira(line.unitPrice), base_quantity: 1, price_unit: line.measurement || 'EA' },
    tax_category: line.taxes.map((tax) => ({ id: tax.category, percent: percent(tax.rateBasisPoints) })),
  };
}

export function buildMbsDocument(source: EInvoiceSource) {
  const lineExtension = addKobo(...source.lines.map((line) => line.netAmount));
  const taxes = taxTotal(source.lines);
  const inclusive = addKobo(lineExtension, taxes.tax);
  return {
    business_id: source.businessId,
    irn: source.irn,
    issue_date: source.issueDate,
    ...(source.dueDate ? { due_date: source.dueDate } : {}),
    invoice_type_code: invoiceTypeCodes[source.kind],
    payment_status: 'PENDING',
    ...(source.note ? { note: source.note } : {}),
    document_currency_code: source.currency,
    tax_currency_code: source.currency,
    ...(source.original
      ? { billing_reference: [{ irn: source.original.irn, issue_date: source.original.issueDate }] }
      : {}),
    accounting_supplier_party: party(source.supplier),
    accounting_customer_party: party(source.customer),
    tax_total: taxes.subtotals.length ? [{ tax_amount: toNaira(taxes.tax), tax_subtotal: taxes.subtotals }] : [],
    legal_monetary_total: {
      line_extension_amount: toNaira(lineExtension),
      tax_exclusive_amount: toNaira(lineExtension),
      tax_inclusive_amount: toNaira(inclusive),
      payable_amount: toNaira(inclusive),
    },
    invoice_line: source.lines.map(invoiceLine),
  };
}

export type MbsDocument = ReturnType<typeof buildMbsDocument>;

/**
 * The VAT category of a line (docs/e-invoicing.md): a VAT above 0% is standard rated, a VAT at 0%
 * zero-rated, and a line without VAT exempt. The ids must be among the service's tax categories.
 */
export function vatCategoryOf(rateBasisPoints: number | null): 'STANDARD_VAT' | 'ZERO_VAT' | 'EXEMPTED' {
  if (rateBasisPoints === null) return 'EXEMPTED';
  return rateBasisPoints > 0 ? 'STANDARD_VAT' : 'ZERO_VAT';
}
