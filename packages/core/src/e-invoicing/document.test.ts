import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toKobo } from '../money.ts';
import {
  buildMbsDocument,
  type EInvoiceLine,
  type EInvoiceSource,
  internationalPhone,
  vatCategoryOf,
} from './document.ts';

const party = (name: string, tin: string) => ({
  name,
  tin,
  email: `ap@${name.toLowerCase().replace(/\W/g, '')}.ng`,
  telephone: '+2348010000000',
  address: { street: '1 Test St', city: 'Ikeja', postalZone: '100271', country: 'NG' },
});

const laptop: EInvoiceLine = {
  name: 'Laptop',
  description: '14-inch laptop',
  quantityMilli: 2000,
  unitPrice: toKobo(500),
  netAmount: toKobo(1000),
  classification: { kind: 'goods', code: '8471.30', category: 'Computers' },
  measurement: 'EA',
  taxes: [{ category: 'STANDARD_VAT', rateBasisPoints: 750, amount: toKobo(75) }],
};

const rice: EInvoiceLine = {
  name: 'Rice farming advice',
  description: '',
  quantityMilli: 1000,
  unitPrice: toKobo(200),
  netAmount: toKobo(200),
  classification: { kind: 'service', code: '0112', category: 'Growing of rice' },
  measurement: '',
  taxes: [{ category: 'ZERO_VAT', rateBasisPoints: 0, amount: 0 }],
};

const source: EInvoiceSource = {
  kind: 'invoice',
  businessId: '4d8f1c3e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  irn: 'INV0001-AB12CD34-20260715',
  issueDate: '2026-07-15',
  dueDate: '2026-08-14',
  currency: 'NGN',
  supplier: party('Supplier Ltd', '12345678-0001'),
  customer: party('Buyer Plc', '87654321-0001'),
  lines: [laptop, rice],
  original: null,
  note: '',
};

describe('buildMbsDocument', () => {
  it('carries the mandatory header fields, parties and a sale type 381', () => {
    const document = buildMbsDocument(source);
    expect(document).toMatchObject({
      business_id: source.businessId,
      irn: 'INV0001-AB12CD34-20260715',
      issue_date: '2026-07-15',
      due_date: '2026-08-14',
      invoice_type_code: '381',
      document_currency_code: 'NGN',
      tax_currency_code: 'NGN',
      accounting_supplier_party: {
        party_name: 'Supplier Ltd',
        tin: '12345678-0001',
        postal_address: { country: 'NG' },
      },
      accounting_customer_party: { party_name: 'Buyer Plc', tin: '87654321-0001' },
    });
    expect(document).not.toHaveProperty('billing_reference');
  });

  it('sums the lines, groups VAT by category and puts goods and services codes flat on the line', () => {
    const document = buildMbsDocument(source);
    expect(document.legal_monetary_total).toEqual({
      line_extension_amount: 1200,
      tax_exclusive_amount: 1200,
      tax_inclusive_amount: 1275,
      payable_amount: 1275,
    });
    expect(document.tax_total).toEqual([
      {
        tax_amount: 75,
        tax_subtotal: [
          { taxable_amount: 1000, tax_amount: 75, tax_category: { id: 'STANDARD_VAT', percent: 7.5 } },
          { taxable_amount: 200, tax_amount: 0, tax_category: { id: 'ZERO_VAT', percent: 0 } },
        ],
      },
    ]);
    expect(document.invoice_line[0]).toMatchObject({
      hsn_code: '8471.30',
      product_category: 'Computers',
      isic_code: '',
    });
    expect(document.invoice_line[1]).toMatchObject({
      hsn_code: '',
      isic_code: '0112',
      service_category: 'Growing of rice',
    });
    expect(document.invoice_line[0]?.price).toEqual({ price_amount: 500, base_quantity: 1, price_unit: 'EA' });
    expect(document.invoice_line[0]?.invoiced_quantity).toBe(2);
  });

  it('makes a credit note type 380 that names the original invoice by its IRN', () => {
    const document = buildMbsDocument({
      ...source,
      kind: 'credit-note',
      irn: 'CN0001-AB12CD34-20260720',
      original: { irn: 'INV0001-AB12CD34-20260715', issueDate: '2026-07-15' },
    });
    expect(document.invoice_type_code).toBe('380');
    expect(document.billing_reference).toEqual([{ irn: 'INV0001-AB12CD34-20260715', issue_date: '2026-07-15' }]);
  });

  it('keeps the totals to the kobo: payable = lines + tax for any lines', () => {
    const line = fc.record({
      net: fc.integer({ min: 0, max: 10_000_000_000 }),
      rate: fc.constantFrom(0, 750),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const built = buildMbsDocument({
          ...source,
          lines: lines.map(({ net, rate }) => ({
            ...laptop,
            netAmount: net,
            taxes: [
              { category: vatCategoryOf(rate), rateBasisPoints: rate, amount: Math.round((net * rate) / 10_000) },
            ],
          })),
        });
        const kobo = (naira: number) => Math.round(naira * 100);
        const netSum = lines.reduce((sum, one) => sum + one.net, 0);
        const taxSum = lines.reduce((sum, one) => sum + Math.round((one.net * one.rate) / 10_000), 0);
        expect(kobo(built.legal_monetary_total.line_extension_amount)).toBe(netSum);
        expect(kobo(built.legal_monetary_total.payable_amount)).toBe(netSum + taxSum);
        const subtotals = built.tax_total[0]?.tax_subtotal ?? [];
        expect(subtotals.reduce((sum, one) => sum + kobo(one.tax_amount), 0)).toBe(taxSum);
      }),
    );
  });

  it('names the VAT category from the rate', () => {
    expect([vatCategoryOf(750), vatCategoryOf(0), vatCategoryOf(null)]).toEqual([
      'STANDARD_VAT',
      'ZERO_VAT',
      'EXEMPTED',
    ]);
  });
});

describe('phone numbers for NRS', () => {
  it('gives a Nigerian number as people write it the + and country code NRS asks for', () => {
    expect(internationalPhone('0803 123 4567')).toBe('+2348031234567');
    expect(internationalPhone('08031234567')).toBe('+2348031234567');
    expect(internationalPhone('234-803-123-4567')).toBe('+2348031234567');
    expect(internationalPhone('+234 803 123 4567')).toBe('+2348031234567');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('sends what it cannot read as typed, for NRS to name the problem', () => {
    expect(internationalPhone('ext 12')).toBe('ext 12');
  });

  it('keeps every digit of any Nigerian mobile number after +234', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[789][01]\d{8}$/), (phone) => {
        const formatted = internationalPhone(phone);
        expect(formatted).toMatch(/^\+234[789][01]\d{8}$/);
        expect(formatted.slice(4)).toBe(phone.slice(1));
      }),
    );
  });
});
