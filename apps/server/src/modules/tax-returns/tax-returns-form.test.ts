import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addVendor, withholdingTaxNamed } from '../../../test/purchase-fixtures.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { amountText } from '../../pdf/format.ts';

/*
 * A filed return printed like the NRS return form (issue 29), read back with unpdf as an officer
 * would read it: the authority and title, the taxpayer with TIN and RC number, the period, due date,
 * filing date and reference, each numbered box holding the return's own figure, the WHT schedule
 * with a vendor's missing TIN flagged, the declaration, and the documents behind each figure.
 */

const test = testAppForFile();
let company: AccountingCompany;
let vatReturn: Record<string, unknown> & { _id: string };
let whtReturn: Record<string, unknown> & { _id: string };

async function ok(response: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>, status = 201) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data as Record<string, unknown> & { _id: string };
}

/** The PDF's text with runs of white space as one space, so a box reads 'label note amount'. */
async function pdfText(id: string) {
  const response = await company.call('GET', `/api/tax/returns/${id}/export?format=pdf`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/pdf');
  const { text, totalPages } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages, disposition: String(response.headers['content-disposition']) };
}

const naira = (amount: number) => `₦${amountText(Math.round(amount * 100))}`;

beforeAll(async () => {
  company = await accountingCompany(test);
  await ok(company.call('PATCH', '/api/companies/current', { tin: '23456789-0001', rcNumber: 'RC 765432' }), 200);
  const branch = await firstBranch(company);
  const customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  const vendor = await addVendor(test, company.companyId, 'Kunle Haulage', { tin: null });
  const advice = await addProduct(test, company.companyId, { name: 'Advice', type: 'service' });
  const method = await paymentMethod(company);
  const vat = await vatTax(test, company.companyId);
  const services = await withholdingTaxNamed(test, company.companyId, 'WHT - Services');
  const invoice = await ok(
    company.call('POST', '/api/invoices', {
      customer,
      branch,
      address: '12 Broad Street',
      date: '2026-03-10',
      dueDate: '2099-04-09',
      status: 'approved',
      items: [{ product: advice, description: 'Advice', quantity: 1, price: 200_000, tax: [{ id: vat }] }],
    }),
  );
  await ok(
    company.call('POST', '/api/invoices/receipt', {
      customer,
      branch,
      address: '12 Broad Street',
      paymentDate: '2026-03-11',
      paymentMethod: method,
      items: [{ product: advice, description: 'Advice', quantity: 1, price: 15_000 }],
    }),
  );
  const bill = await ok(
    company.call('POST', '/api/expenses/bill', {
      vendor,
      branch,
      issueDate: '2026-03-12',
      dueDate: '2099-04-09',
      billNo: 'KH-7',
      address: '4 Creek Road, Apapa',
      items: [
        {
          chartofAccount: company.account('6720'),
          description: 'Haulage',
          quantity: 1,
          price: 40_000,
          tax: [{ id: vat }],
          withholding: services,
        },
      ],
    }),
  );
  // The bill settled in full (₦43,000); the payment withholds 4% of ₦40,000 (2% doubled: no TIN).
  const billTotal = 43_000;
  await ok(
    company.call('POST', '/api/payments', {
      paymentType: 'BILL',
      recipient: vendor,
      branch,
      paymentDate: '2026-03-20',
      bank: company.account('1050'),
      paymentMethod: method,
      reference: 'TRF-9',
      total: billTotal,
      amountPaid: billTotal,
      balance: 0,
      items: [{ id: bill._id, amount: billTotal }],
    }),
  );
  await ok(
    company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-25',
      bank: company.account('1050'),
      paymentMethod: method,
      reference: 'TRF-10',
      amountReceived: 19_000,
      items: [{ id: invoice._id, amount: 19_000, withholdingTax: 1_000 }],
    }),
  );
  vatReturn = await ok(
    company.call('POST', '/api/tax/returns', {
      type: 'vat',
      period: '2026-03',
      filedOn: '2026-04-18',
      reference: 'NRS-VAT-0318',
    }),
  );
  whtReturn = await ok(
    company.call('POST', '/api/tax/returns', {
      type: 'wht',
      period: '2026-03',
      filedOn: '2026-04-19',
      reference: 'NRS-WHT-0319',
    }),
  );
});

describe('a filed VAT return as the NRS form', () => {
  it('heads the form with the authority, the title, the taxpayer, the period and the filing', async () => {
    const { text, disposition } = await pdfText(vatReturn._id);
    expect(text).toMatch(/Nigeria Revenue Service/i);
    for (const words of [
      'Value Added Tax Return',
      'Monthly return for March 2026',
      '23456789-0001',
      'RC 765432',
      '01/03/2026 to 31/03/2026',
      'Due date 21/04/2026',
      'Date filed 18/04/2026',
      'Filing reference NRS-VAT-0318',
      'I declare that the information given in this return',
      'Signature',
    ]) {
      expect(text).toContain(words);
    }
    expect(disposition).toContain('VAT return 2026-03.pdf');
    // Every page's foot names the company, the return and the page.
    expect(text).toMatch(/Value Added Tax Return for March 2026\. Printed \d\d\/\d\d\/\d{4} \d\d:\d\d Page 1 of \d/);
  });

  it("prints each numbered box with the return's own figure, box 8 being what is payable", async () => {
    const { text } = await pdfText(vatReturn._id);
    const filed = await ok(company.call('GET', `/api/tax/returns/${vatReturn._id}`), 200);
    const figures = (filed.prepared as { vat: { figures: Record<string, number> } }).vat.figures;
    expect(figures).toMatchObject({ standardRatedSales: 200_000, exemptSales: 15_000, outputVat: 15_000 });
    const box = (number: number, label: string, amount: number) =>
      expect(text).toMatch(
        new RegExp(`${number} ${label}[^₦]*(₦[\\d,.]+ )?[^₦]*${naira(amount).replace(/[.]/g, '\\.')}`),
      );
    box(1, 'Standard-rated sales', figures.standardRatedSales ?? -1);
    box(2, 'Zero-rated sales', figures.zeroRatedSales ?? -1);
    box(3, 'Exempt sales', figures.exemptSales ?? -1);
    box(4, 'Output VAT', figures.outputVat ?? -1);
    box(5, 'Input VAT', figures.inputVat ?? -1);
    box(6, 'Adjustments', (figures.outputVatAdjustment ?? -1) - (figures.inputVatAdjustment ?? -1));
    box(7, 'Credit brought forward', figures.creditBroughtForward ?? -1);
    box(8, 'Net VAT payable', figures.netVat ?? -1);
    expect(figures.netVat).toBe(15_000 - 3_000);
    expect(filed.amountDue).toBe(figures.netVat);
  });

  it('lists the documents behind each box on the following pages', async () => {
    const { text, totalPages } = await pdfText(vatReturn._id);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const schedules = text.slice(text.indexOf('Schedules: the documents behind each figure'));
    expect(schedules).toMatch(
      /Box 1: standard-rated sales .*10\/03\/2026 Invoice INV-\d+ Adaeze Stores 200,000\.00 Total 200,000\.00/,
    );
    expect(schedules).toMatch(/Box 3: exempt sales .*11\/03\/2026 Sales receipt SR-\d+ Adaeze Stores 15,000\.00/);
    expect(schedules).toMatch(/Box 5: input VAT .*12\/03\/2026 Bill BILL-\d+ Kunle Haulage 3,000\.00 Total 3,000\.00/);
  });
});

describe('a filed WHT return as the NRS form', () => {
  it('schedules each deduction with the vendor, a missing TIN flagged, supply, rate and amount', async () => {
    const { text } = await pdfText(whtReturn._id);
    const filed = await ok(company.call('GET', `/api/tax/returns/${whtReturn._id}`), 200);
    const { wht } = filed.prepared as {
      wht: { total: number; creditsTotal: number; lines: Array<{ rate: string; amount: number; tinMissing: boolean }> };
    };
    const [line] = wht.lines;
    expect(line).toMatchObject({ tinMissing: true, rate: '4%', amount: 1_600 });
    for (const words of [
      'Withholding Tax Return',
      'Filing reference NRS-WHT-0319',
      `Kunle Haulage TIN missing WHT - Services 4% ${naira(line?.amount ?? -1)}`,
      `1 Tax withheld in the period ${naira(wht.total)}`,
      `Adaeze Stores`,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(new RegExp(`3 WHT payable Box 1 plus box 2 ${naira(filed.amountDue as number)}`));
    expect(text).toMatch(new RegExp(`4 Credits to claim .*${naira(wht.creditsTotal)}`));
    expect(wht.creditsTotal).toBe(1_000);
    expect(text).toMatch(
      /Withheld from Kunle Haulage: WHT - Services at 4% .* Kunle Haulage 1,600\.00 Total 1,600\.00/,
    );
  });

  it('answers another company’s return 404, and a HEAD with what the file would be', async () => {
    const other = await anotherCompany(test, company, 'Other Ventures Ltd');
    expect((await other.call('GET', `/api/tax/returns/${whtReturn._id}/export?format=pdf`)).statusCode).toBe(404);
    const head = await test.app.inject({
      method: 'HEAD',
      url: `/api/tax/returns/${whtReturn._id}/export?format=pdf`,
      headers: { authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('application/pdf');
  });
});
