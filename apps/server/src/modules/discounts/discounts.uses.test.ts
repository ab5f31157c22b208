import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * A discount's maximum number of uses (issue 26): invoices and sales receipts that apply a saved
 * discount count as its uses, shown on the discount, and once it reaches its most no new document
 * may apply it, even when many are saved at the same moment. A document already holding it keeps
 * it when edited; a void one gives its use back.
 */

const test = testAppForFile();
let company: AccountingCompany;
let branch: string;
let customer: string;
let delivery: string;

const documentTables = ['documents', 'document_lines', 'journal_entries'];

beforeAll(async () => {
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  delivery = await addProduct(test, company.companyId, { name: 'Delivery', type: 'service' });
});

async function addDiscount(code: string, extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/discounts', {
    name: `${code} offer`,
    code,
    type: 'percentage',
    value: 10,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

function invoiceBody(discount: string | null, extra: Record<string, unknown> = {}) {
  return {
    customer,
    branch,
    address: '12 Broad Street, Lagos',
    date: '2026-03-10',
    dueDate: '2099-04-09',
    items: [{ product: delivery, description: 'Delivery to Ikeja', quantity: 1, price: 5_000 }],
    bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: 'Chukwu Motors Ltd' }],
    ...(discount ? { discount: { id: discount } } : {}),
    ...extra,
  };
}

const invoice = (discount: string | null, extra: Record<string, unknown> = {}) =>
  company.call('POST', '/api/invoices', invoiceBody(discount, extra));

async function uses(discountId: string) {
  const detail = (await company.call('GET', `/api/discounts/${discountId}`)).json().data;
  const listed = (await company.call('GET', '/api/discounts'))
    .json()
    .data.find((one: { _id: string }) => one._id === discountId);
  expect(listed.redemptions).toBe(detail.redemptions);
  return { redemptions: detail.redemptions as number, status: detail.status as string };
}

describe('a discount with a maximum of 2 uses', () => {
  let save10: string;
  let first: string;

  it('counts the invoices that apply it, and refuses a third in words, saving nothing', async () => {
    save10 = await addDiscount('SAVE10', { maxRedemptions: 2 });
    const one = await invoice(save10, { status: 'draft' });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data.discountTotal).toBe(500);
    first = one.json().data._id;
    expect(await uses(save10)).toEqual({ redemptions: 1, status: 'active' });
    const two = await invoice(save10, { status: 'approved' });
    expect(two.statusCode, two.body).toBe(201);
    expect(await uses(save10)).toEqual({ redemptions: 2, status: 'expired' });

    const before = await rowCounts(test, company.companyId, documentTables);
    const third = await invoice(save10);
    expect(third.statusCode).toBe(400);
    const message = 'Discount SAVE10 has been used 2 times, its most; choose another discount';
    expect(third.json()).toEqual({ message, errors: { discount: message } });
    const method = (await company.call('GET', '/api/payments/method')).json().data[0]._id;
    const receipt = await company.call('POST', '/api/invoices/receipt', {
      customer,
      branch,
      address: 'Counter sale',
      paymentDate: '2026-03-20',
      paymentMethod: method,
      bank: company.account('1050'),
      items: [{ product: delivery, description: 'Delivery', quantity: 1, price: 5_000 }],
      discount: { id: save10 },
    });
    expect(receipt.statusCode).toBe(400);
    expect(receipt.json().message).toBe(message);
    expect(await rowCounts(test, company.companyId, documentTables)).toEqual(before);
    expect((await uses(save10)).redemptions).toBe(2);
  });

  it('lets an invoice that holds it keep it when edited, and refuses one newly applying it', async () => {
    const edited = await company.call('PATCH', `/api/invoices/${first}`, {
      items: [{ product: delivery, description: 'Delivery to Lekki', quantity: 2, price: 5_000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.discountTotal).toBe(1_000);
    const plain = await invoice(null, { status: 'draft' });
    expect(plain.statusCode, plain.body).toBe(201);
    const applied = await company.call('PATCH', `/api/invoices/${plain.json().data._id}`, {
      discount: { id: save10 },
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toBe('Discount SAVE10 has been used 2 times, its most; choose another discount');
    expect((await company.call('GET', `/api/invoices/${plain.json().data._id}`)).json().data.discountTotal).toBe(0);
    expect((await uses(save10)).redemptions).toBe(2);
  });

  it('gets a use back when an invoice using it is voided', async () => {
    const voided = await company.call('PATCH', `/api/invoices/${first}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await uses(save10)).toEqual({ redemptions: 1, status: 'active' });
    const again = await invoice(save10);
    expect(again.statusCode, again.body).toBe(201);
    expect((await uses(save10)).redemptions).toBe(2);
  });

  it('is kept while documents name it: deleting it is refused in words', async () => {
    const refused = await company.call('DELETE', `/api/discounts/${save10}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Discount SAVE10 is on invoices, estimates or receipts and cannot be deleted; set an end date to stop its use',
    );
    expect((await company.call('GET', `/api/discounts/${save10}`)).statusCode).toBe(200);
  });
});

describe('racing invoices', () => {
  it('never take more uses than the maximum', async () => {
    const race = await addDiscount('RACE3', { maxRedemptions: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => invoice(race, { status: 'draft' })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().message).toBe('Discount RACE3 has been used 3 times, its most; choose another discount');
    }
    expect(await uses(race)).toEqual({ redemptions: 3, status: 'expired' });
  });
});

describe('a discount between dates', () => {
  it('is refused on a document dated outside them, and an estimate does not use it up', async () => {
    const easter = await addDiscount('EASTER', { startDate: '2026-04-01', endDate: '2026-04-30', maxRedemptions: 1 });
    const early = await invoice(easter, { date: '2026-03-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ discount: 'The discount EASTER offer cannot be used on this date' });
    const late = await invoice(easter, { date: '2026-05-01', dueDate: '2026-05-01' });
    expect(late.statusCode).toBe(400);
    const estimate = await company.call('POST', '/api/invoices/estimate', {
      customer,
      branch,
      address: '12 Broad Street, Lagos',
      validFrom: '2026-04-02',
      validTill: '2026-04-30',
      items: [{ product: delivery, description: 'Delivery', quantity: 1, price: 5_000 }],
      discount: { id: easter },
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    expect((await uses(easter)).redemptions).toBe(0);
    const inside = await invoice(easter, { date: '2026-04-15' });
    expect(inside.statusCode, inside.body).toBe(201);
    expect((await uses(easter)).redemptions).toBe(1);
  });
});
