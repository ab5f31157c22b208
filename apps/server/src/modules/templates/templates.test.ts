import { templateLayoutValues } from '@owo/core';
import { auditLog, companies } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { addBankAccount, GTBANK_NUMBER } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { renderSalesDocument } from '../../pdf/SalesDocument.tsx';
import type { SalesDocumentModel } from '../../pdf/sales-document.ts';
import { sampleDocument } from './templates.sample.ts';

/*
 * Document templates: the settings of each type, and the PDFs they print, read back with unpdf the
 * way a customer would read them: the sample's figures to the kobo, and what the template leaves
 * out really absent.
 */

const test = testAppForFile();
let company: AccountingCompany;

const settings = {
  layout: 'classic',
  accentColour: '#0B7A75',
  showLogo: true,
  showBankDetails: true,
  showTin: true,
  showSignature: false,
  showTerms: true,
  showNotes: true,
  showPaymentInstructions: true,
  defaultNotes: 'Thank you for choosing Chukwu Motors',
  defaultTerms: 'Goods once sold are not returnable',
  paymentInstructions: 'Pay by transfer and quote the invoice number',
};

const types = [
  { segment: 'invoice', type: 'invoice', title: 'Invoice', number: 'INV-00042', due: true },
  { segment: 'estimates', type: 'estimate', title: 'Estimate', number: 'EST-00017', due: false },
  { segment: 'sales-receipt', type: 'sales-receipt', title: 'Sales receipt', number: 'SR-00108', due: true },
  { segment: 'bills', type: 'bill', title: 'Bill', number: 'BILL-00023', due: true },
  { segment: 'purchase-order', type: 'purchase-order', title: 'Purchase order', number: 'PO-00031', due: false },
] as const;

async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function preview(segment: string, body: object = settings, as = company) {
  const response = await as.call('POST', `/api/templates/${segment}/preview`, body);
  return response;
}

/** PUT as the company's owner (the shared helper's call() sends the methods the older modules use). */
const put = (as: AccountingCompany, url: string, payload: object) =>
  test.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${as.token}`, 'x-company-id': as.companyId },
    payload,
  });

const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  await test.database.db
    .update(companies)
    .set({ tin: '12345678-0001', vatNumber: 'VAT-445566' })
    .where(eq(companies.id, company.companyId));
  await addBankAccount(company, { accountName: 'Chukwu Motors Ltd' });
});

describe('reading templates', () => {
  it('lists all five types with the defaults before any is saved', async () => {
    const response = await company.call('GET', '/api/templates');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<Record<string, unknown>>;
    expect(data.map((template) => template.documentType)).toEqual(types.map((type) => type.type));
    expect(data.map((template) => template.segment)).toEqual(types.map((type) => type.segment));
    for (const template of data) {
      expect(template).toMatchObject({ layout: 'classic', accentColour: '#0B7A75', showTin: true, isSaved: false });
    }
  });

  it('reads one type by its type or its screen segment; an unknown type is not found', async () => {
    const bySegment = await company.call('GET', '/api/templates/estimates');
    expect(bySegment.statusCode).toBe(200);
    expect(bySegment.json().data.documentType).toBe('estimate');
    const byType = await company.call('GET', '/api/templates/bill');
    expect(byType.json().data).toMatchObject({ documentType: 'bill', segment: 'bills', label: 'Bill' });
    const unknown = await company.call('GET', '/api/templates/credit-note');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Document template not found');
  });
});

describe('the PDF of each type in each layout', () => {
  for (const { segment, title, number, due } of types) {
    it(`${title}: every layout prints the sample's figures to the kobo`, async () => {
      for (const layout of templateLayoutValues) {
        const response = await preview(segment, { ...settings, layout });
        expect(response.statusCode, `${segment} ${layout}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(response.rawPayload);
        expect(text.toLowerCase()).toContain(title.toLowerCase());
        expect(text).toContain(number);
        expect(text).toContain('Chukwu Motors Ltd');
        expect(text).toContain('₦485,000.00'); // subtotal
        expect(text).toContain('-₦24,250.00'); // discount
        expect(text).toContain('₦34,556.25'); // VAT 7.5%
        expect(text).toContain('₦495,306.25'); // total
        if (due) expect(text).toMatch(/amount due/i);
        expect(text).toContain('TIN: 12345678-0001');
        expect(text).toContain('Thank you for choosing Chukwu Motors');
        expect(text).toContain('Goods once sold are not returnable');
        expect(text).toContain(`Account number: ${GTBANK_NUMBER}`);
      }
    }, 120_000);
  }

  it('leaves out what the template switches off', async () => {
    const off = {
      ...settings,
      showTin: false,
      showBankDetails: false,
      showNotes: false,
      showTerms: false,
      showPaymentInstructions: false,
    };
    for (const layout of templateLayoutValues) {
      const text = await pdfText((await preview('invoice', { ...off, layout })).rawPayload);
      expect(text).not.toContain('TIN');
      expect(text).not.toContain('12345678-0001');
      expect(text).not.toContain('VAT-445566');
      expect(text).not.toMatch(/bank details|account number/i);
      expect(text).not.toContain('Thank you for choosing Chukwu Motors');
      expect(text).not.toContain('Goods once sold are not returnable');
      expect(text).not.toContain('quote the invoice number');
      expect(text).not.toContain('Authorised signature');
      expect(text).toContain('₦495,306.25');
    }
    const signed = await pdfText((await preview('invoice', { ...off, showSignature: true })).rawPayload);
    expect(signed).toContain('Authorised signature');
  }, 60_000);

  it("prints the document's own notes instead of the default, and the default when it has none", async () => {
    const base = sampleDocument('invoice', { name: 'Chukwu Motors Ltd', address: ['3 Ikorodu Road'] }, []);
    const template = { ...settings, layout: 'compact' as const };
    const own: SalesDocumentModel = { ...base, notes: 'Delivered to the Yaba branch', terms: '' };
    const ownText = await pdfText(await renderSalesDocument(own, template));
    expect(ownText).toContain('Delivered to the Yaba branch');
    expect(ownText).not.toContain('Thank you for choosing Chukwu Motors');
    // An empty string is the document's choice of no terms: the default is not put back.
    expect(ownText).not.toContain('Goods once sold are not returnable');
    const defaultText = await pdfText(await renderSalesDocument(base, template));
    expect(defaultText).toContain('Thank you for choosing Chukwu Motors');
  }, 30_000);

  it('prints other currencies by their code, and names in Yoruba as they are spelt', async () => {
    const base = sampleDocument('invoice', { name: 'Chukwu Motors Ltd', address: [] }, []);
    const counterparty = { name: 'Ọlábísí Adébáyọ̀ Ṣóbọ̀wálé', address: ['Ògbómọ̀ṣọ́'] };
    const text = await pdfText(
      await renderSalesDocument({ ...base, currency: 'USD', counterparty }, { ...settings, layout: 'modern' }),
    );
    expect(text).toContain('USD 495,306.25');
    expect(text).not.toContain('₦');
    expect(text.normalize('NFC')).toContain('Ọlábísí'.normalize('NFC'));
    expect(text.normalize('NFC')).toContain('Ṣóbọ'.normalize('NFC'));
  }, 30_000);

  it("draws the company's logo (PNG, or SVG rasterised) unless the template turns it off", async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#C0392B' } })
      .png()
      .toBuffer();
    await test.database.db
      .update(companies)
      .set({ logo: png, logoContentType: 'image/png' })
      .where(eq(companies.id, company.companyId));
    expect(hasImage((await preview('invoice')).rawPayload)).toBe(true);
    expect(hasImage((await preview('invoice', { ...settings, showLogo: false })).rawPayload)).toBe(false);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0B7A75"/></svg>',
    );
    await test.database.db
      .update(companies)
      .set({ logo: svg, logoContentType: 'image/svg+xml' })
      .where(eq(companies.id, company.companyId));
    const withSvg = await preview('invoice', { ...settings, layout: 'modern' });
    expect(withSvg.statusCode).toBe(200);
    expect(hasImage(withSvg.rawPayload)).toBe(true);
    await test.database.db
      .update(companies)
      .set({ logo: null, logoContentType: null })
      .where(eq(companies.id, company.companyId));
  }, 30_000);
});

describe('saving a template', () => {
  it('refuses a bad colour, layout or over-long text, and changes nothing', async () => {
    const badColour = await put(company, '/api/templates/invoice', { ...settings, accentColour: 'teal' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().errors.accentColour).toBe('Accent colour must be a colour like #0B7A75');
    const badLayout = await put(company, '/api/templates/invoice', { ...settings, layout: 'fancy' });
    expect(badLayout.statusCode).toBe(400);
    expect(badLayout.json().errors.layout).toBe('Layout is not valid.');
    const longNotes = await put(company, '/api/templates/invoice', {
      ...settings,
      defaultNotes: 'x'.repeat(1001),
    });
    expect(longNotes.statusCode).toBe(400);
    expect(longNotes.json().errors.defaultNotes).toBe('Default notes must be at most 1000 characters');
    const missing = await put(company, '/api/templates/invoice', { layout: 'modern' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.accentColour).toBe('Accent colour is a required field');
    const badPreview = await preview('invoice', { ...settings, accentColour: '#12345' });
    expect(badPreview.statusCode).toBe(400);
    const unknown = await put(company, '/api/templates/receipt-book', settings);
    expect(unknown.statusCode).toBe(404);
    const stored = await company.call('GET', '/api/templates/invoice');
    expect(stored.json().data).toMatchObject({ layout: 'classic', isSaved: false });
  });

  it('saves the whole template, prints with it, and records the change', async () => {
    const chosen = {
      ...settings,
      layout: 'modern',
      accentColour: '#c0392b',
      showTin: false,
      defaultNotes: '  Thank you for your custom  ',
    };
    const saved = await put(company, '/api/templates/bills', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Template saved',
      data: {
        documentType: 'bill',
        layout: 'modern',
        accentColour: '#C0392B',
        showTin: false,
        defaultNotes: 'Thank you for your custom',
        isSaved: true,
      },
    });
    const read = await company.call('GET', '/api/templates/bill');
    expect(read.json().data).toMatchObject({ layout: 'modern', accentColour: '#C0392B', isSaved: true });
    // The others keep their defaults.
    const invoice = await company.call('GET', '/api/templates/invoice');
    expect(invoice.json().data.isSaved).toBe(false);

    const printed = await company.call('GET', '/api/templates/bills/preview.pdf');
    expect(printed.statusCode).toBe(200);
    const text = await pdfText(printed.rawPayload);
    expect(text).toContain('Thank you for your custom');
    expect(text).not.toContain('TIN');

    const again = await put(company, '/api/templates/bill', { ...chosen, layout: 'compact' });
    expect(again.json().data.layout).toBe('compact');
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, company.companyId),
          eq(auditLog.entityType, 'template'),
          eq(auditLog.entityId, 'bill'),
        ),
      );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const update = audit.find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ layout: 'modern' });
    expect(update?.after).toMatchObject({ layout: 'compact' });
  }, 30_000);

  it("keeps each company's templates to itself", async () => {
    await put(company, '/api/templates/purchase-order', { ...settings, layout: 'compact' });
    const other = await anotherCompany(test, company, 'Adaeze Fabrics Ltd');
    const theirs = await other.call('GET', '/api/templates/purchase-order');
    expect(theirs.json().data).toMatchObject({ layout: 'classic', isSaved: false });
    const text = await pdfText(
      (await other.call('POST', '/api/templates/purchase-order/preview', settings)).rawPayload,
    );
    expect(text).toContain('Adaeze Fabrics Ltd');
    expect(text).not.toContain('12345678-0001');
    expect(text).not.toMatch(/account number/i);
  }, 30_000);
});

describe('the preview', () => {
  it('renders again for a retry with the same Idempotency-Key: it stores nothing to replay', async () => {
    const retried = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/templates/invoice/preview',
        headers: {
          authorization: `Bearer ${company.token}`,
          'x-company-id': company.companyId,
          'idempotency-key': 'preview-retry',
        },
        payload: settings,
      });
    for (const response of [await retried(), await retried()]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
  }, 30_000);

  it('refuses a 100 KB body before reading it, to preview or to save', async () => {
    const padded = { ...settings, defaultNotes: 'x'.repeat(100_000) };
    const previewed = await preview('invoice', padded);
    expect(previewed.statusCode).toBe(413);
    expect(previewed.json().message).toMatch(/too large/i);
    const saved = await put(company, '/api/templates/sales-receipt', padded);
    expect(saved.statusCode).toBe(413);
    const stored = await company.call('GET', '/api/templates/sales-receipt');
    expect(stored.json().data.isSaved).toBe(false);
  });
});

describe('who may', () => {
  it('lets a member who may view settings read and preview but not save', async () => {
    const viewer = await addMember(test, company.companyId, ['settings.view'], 'Viewer');
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: viewer.headers, ...(payload ? { payload } : {}) });
    expect((await call('GET', '/api/templates')).statusCode).toBe(200);
    expect((await call('POST', '/api/templates/invoice/preview', settings)).statusCode).toBe(200);
    const refused = await call('PUT', '/api/templates/invoice', { ...settings, layout: 'modern' });
    expect(refused.statusCode).toBe(403);
    const stored = await company.call('GET', '/api/templates/invoice');
    expect(stored.json().data.layout).toBe('classic');
  }, 30_000);

  it('refuses everything to a member without settings permissions', async () => {
    const seller = await addMember(test, company.companyId, ['sales.view'], 'Sales');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: seller.headers, ...(payload ? { payload } : {}) });
    expect((await call('GET', '/api/templates')).statusCode).toBe(403);
    expect((await call('GET', '/api/templates/invoice/preview.pdf')).statusCode).toBe(403);
    expect((await call('POST', '/api/templates/invoice/preview', settings)).statusCode).toBe(403);
  });
});
