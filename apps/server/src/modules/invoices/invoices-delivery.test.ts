import { documentEvents, outbox } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { messageHeader, mimeParts, plainText } from '../../../test/mime.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { deliveryMessages } from './invoices.delivery.ts';

/*
 * Invoices leaving the app (issue 14, PDF and email), read as the customer reads them: the PDF's
 * text (unpdf) with the number and the totals to the kobo, the email as the local SMTP server got
 * it with the PDF attached and the link to the public view, and that view opened without signing
 * in. A wrong token, another company's, or a draft's opens nothing, with the same 404; drafts,
 * void and paid invoices are refused with words, and a refusal sends and records nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let customer: string;
let consulting: string;
let delivery: string;
let vat: string;

const customerEmail = 'adaeze@example.ng';
const TOTAL_TEXT = '₦33,862.50';
const TOTAL_WORDS = 'Thirty-three thousand eight hundred and sixty-two naira, fifty kobo only';

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  consulting = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service', unit: 'hr' });
  delivery = await addProduct(test, company.companyId, { name: 'Delivery', type: 'service', unit: 'pcs' });
  vat = await vatTax(test, company.companyId);
});

interface DocumentJson {
  _id: string;
  number: string;
  status: string;
  total: number;
  publicToken: string;
  history: Array<{ event: string; detail: string }>;
}

/** Two lines, a 10% discount and VAT: ₦33,862.50 (as invoices.test.ts works out). */
function invoiceBody(extra: Record<string, unknown> = {}) {
  return {
    customer,
    branch,
    address: '12 Broad Street\nLagos Island, Lagos',
    date: '2026-03-10',
    dueDate: '2099-04-09',
    purchaseNo: 'PO-7781',
    items: [
      { product: consulting, description: 'Stock-taking advice', quantity: 2, price: 15_000, tax: [{ id: vat }] },
      { product: delivery, description: 'Delivery to Ikeja', quantity: 1, price: 5_000, tax: [{ id: vat }] },
    ],
    discount: { type: 'percentage', value: 10 },
    bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: 'Chukwu Motors Ltd' }],
    status: 'approved',
    ...extra,
  };
}

async function createInvoice(extra: Record<string, unknown> = {}): Promise<DocumentJson> {
  const response = await company.call('POST', '/api/invoices', invoiceBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function readInvoice(id: string): Promise<DocumentJson> {
  return (await company.call('GET', `/api/invoices/${id}`)).json().data;
}

async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');
const publicCall = (url: string) => test.app.inject({ method: 'GET', url });

async function outboxCount() {
  const [row] = await test.database.db
    .select({ count: sql<number>`count(*)::integer` })
    .from(outbox)
    .where(eq(outbox.companyId, company.companyId));
  return row?.count ?? 0;
}

async function events(documentId: string, event: string) {
  return test.database.db
    .select({ detail: documentEvents.detail, userId: documentEvents.userId })
    .from(documentEvents)
    .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.event, event)));
}

describe('the PDF of an invoice', () => {
  it('downloads a real PDF named by its number, with the figures to the kobo and the QR code', async () => {
    const invoice = await createInvoice();
    const response = await company.call('GET', `/api/invoices/pdf/${invoice._id}?type=invoice&action=download`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Chukwu Motors Ltd');
    expect(text).toContain('Adaeze Stores');
    expect(text).toContain('Lagos Island, Lagos');
    expect(text).toContain('Stock-taking advice');
    expect(text).toContain('₦15,000.00'); // unit price
    expect(text).toContain('₦35,000.00'); // subtotal
    expect(text).toContain('Discount (10%)');
    expect(text).toContain('-₦3,500.00');
    expect(text).toContain('VAT 7.5%');
    expect(text).toContain('₦2,362.50');
    expect(text).toContain(TOTAL_TEXT);
    expect(text).toMatch(/amount due/i);
    expect(text).toContain(TOTAL_WORDS);
    expect(text).toContain('PO-7781');
    expect(text).toContain('Invoice date');
    expect(text).toContain('10 March 2026');
    expect(text).toContain('9 April 2099');
    expect(text).toContain('Account number: 0123456789');
    expect(text).toMatch(/scan to view and check this invoice online/i);
    expect(hasImage(response.rawPayload)).toBe(true);
  });

  it('opens inline when asked, and prints a draft as a draft without a QR code', async () => {
    const draft = await createInvoice({ status: 'draft' });
    const inline = await company.call('GET', `/api/invoices/pdf/${draft._id}?action=inline`);
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="INV-\d{5}\.pdf"/);
    const text = await pdfText(inline.rawPayload);
    expect(text).toMatch(/draft/i);
    expect(text).toContain(TOTAL_TEXT);
    expect(hasImage(inline.rawPayload)).toBe(false);
  });

  it('is not found for another kind, another company, or a malformed id', async () => {
    const invoice = await createInvoice();
    expect((await company.call('GET', `/api/invoices/pdf/${invoice._id}?type=estimate`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/invoices/pdf/${invoice._id}`)).statusCode).toBe(404);
    expect((await company.call('GET', '/api/invoices/pdf/not-an-id')).statusCode).toBe(404);
    const badType = await company.call('GET', `/api/invoices/pdf/${invoice._id}?type=bill`);
    expect(badType.statusCode).toBe(400);
  });
});

describe('sending an invoice by email', () => {
  it('emails the customer the PDF and the public link, and records it on the history', async () => {
    const invoice = await createInvoice();
    const response = await company.call('POST', `/api/invoices/${invoice._id}/send`, {
      message: 'Thank you for the order of last week.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe(`Invoice sent to ${customerEmail}`);
    expect(data.to).toEqual([customerEmail]);
    expect(data.publicUrl).toBe(`http://localhost:3000/i/${invoice.publicToken}`);
    expect(data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const whatsappText = decodeURIComponent(data.whatsappUrl.split('text=')[1]);
    expect(whatsappText).toContain(invoice.number);
    expect(whatsappText).toContain(TOTAL_TEXT);
    expect(whatsappText).toContain(data.publicUrl);

    const email = await test.inbox.waitFor(
      customerEmail,
      new RegExp(`Invoice ${invoice.number} from Chukwu Motors Ltd`),
    );
    const text = plainText(email.raw);
    expect(text).toContain('Dear Adaeze Stores,');
    expect(text).toContain('Thank you for the order of last week.');
    expect(text).toContain(`invoice ${invoice.number} from Chukwu Motors Ltd for ${TOTAL_TEXT}`);
    expect(text).toContain('9 April 2099');
    expect(text).toContain(data.publicUrl);
    expect(messageHeader(email.raw, 'reply-to')).toContain('accounts@chukwumotors.ng');
    const html =
      mimeParts(email.raw)
        .find((part) => part.type === 'text/html')
        ?.body.toString('utf8') ?? '';
    expect(html).toContain(`href="${data.publicUrl}"`);

    const attachment = mimeParts(email.raw).find((part) => part.type === 'application/pdf');
    expect(attachment?.fileName).toBe(`${invoice.number}.pdf`);
    expect(attachment?.body.subarray(0, 5).toString()).toBe('%PDF-');
    const attached = await pdfText(attachment?.body ?? Buffer.alloc(0));
    expect(attached).toContain(invoice.number);
    expect(attached).toContain(TOTAL_TEXT);

    const history = (await readInvoice(invoice._id)).history;
    expect(history).toContainEqual(expect.objectContaining({ event: 'emailed', detail: `To ${customerEmail}` }));
  });

  it('sends to the addresses typed, once each, and a retry with the same key sends nothing more', async () => {
    const invoice = await createInvoice();
    const headers = {
      authorization: `Bearer ${company.token}`,
      'x-company-id': company.companyId,
      'idempotency-key': `send-${invoice._id}`,
    };
    const body = { to: ['Accounts@Adaeze.ng', 'accounts@adaeze.ng', 'ceo@adaeze.ng'] };
    const send = () =>
      test.app.inject({ method: 'POST', url: `/api/invoices/${invoice._id}/send`, headers, payload: body });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.to).toEqual(['accounts@adaeze.ng', 'ceo@adaeze.ng']);
    const email = await test.inbox.waitFor('ceo@adaeze.ng', new RegExp(invoice.number));
    expect(email.to.sort()).toEqual(['accounts@adaeze.ng', 'ceo@adaeze.ng']);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await events(invoice._id, 'emailed')).toHaveLength(1);
  });

  it('refuses an address that is not one, in words', async () => {
    const invoice = await createInvoice();
    const response = await company.call('POST', `/api/invoices/${invoice._id}/send`, { to: ['not an email'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email address must be a valid email');
  });

  it('sends estimates and sales receipts too, a receipt with its amount in words', async () => {
    const estimate = await company.call('POST', '/api/invoices/estimate', {
      ...invoiceBody(),
      status: undefined,
      dueDate: undefined,
      date: undefined,
      purchaseNo: undefined,
      bank: undefined,
      validFrom: '2026-03-10',
      validTill: '2099-04-09',
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    const estimateId = estimate.json().data._id;
    const sentEstimate = await company.call('POST', `/api/invoices/estimate/${estimateId}/send`, {});
    expect(sentEstimate.statusCode, sentEstimate.body).toBe(200);
    const estimateEmail = await test.inbox.waitFor(customerEmail, /^Estimate EST-\d{5} from Chukwu Motors Ltd$/);
    expect(plainText(estimateEmail.raw)).toContain('hold until 9 April 2099');
    const estimatePdf = mimeParts(estimateEmail.raw).find((part) => part.type === 'application/pdf');
    const estimateText = await pdfText(estimatePdf?.body ?? Buffer.alloc(0));
    expect(estimateText).toContain('Valid till');
    expect(estimateText).toContain(TOTAL_TEXT);

    const receipt = await company.call('POST', '/api/invoices/receipt', {
      customer,
      branch,
      address: '12 Broad Street',
      paymentDate: '2026-03-11',
      paymentMethod: await paymentMethod(company),
      items: [{ product: consulting, description: 'Advice', quantity: 1, price: 2_500.5, tax: [{ id: vat }] }],
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const receiptId = receipt.json().data._id;
    const sentReceipt = await company.call('POST', `/api/invoices/receipt/${receiptId}/send`, {});
    expect(sentReceipt.statusCode, sentReceipt.body).toBe(200);
    const receiptEmail = await test.inbox.waitFor(customerEmail, /^Sales receipt SR-\d{5} from Chukwu Motors Ltd$/);
    const receiptPdf = mimeParts(receiptEmail.raw).find((part) => part.type === 'application/pdf');
    const receiptText = await pdfText(receiptPdf?.body ?? Buffer.alloc(0));
    // 2,500.50 + 7.5% VAT (187.54) = 2,688.04
    expect(receiptText).toContain('₦2,688.04');
    expect(receiptText).toContain('Payment date');
    expect(receiptText).toContain('Payment method');
    expect(receiptText).toContain('Two thousand six hundred and eighty-eight naira, four kobo only');
    const pdf = await company.call('GET', `/api/invoices/pdf/${receiptId}?type=receipt`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Two thousand six hundred and eighty-eight naira, four kobo only');
  });

  it('answers the WhatsApp link of an invoice', async () => {
    const invoice = await createInvoice();
    const response = await company.call('GET', `/api/invoices/${invoice._id}/share`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.publicUrl).toBe(`http://localhost:3000/i/${invoice.publicToken}`);
    expect(decodeURIComponent(response.json().data.whatsappUrl)).toContain(invoice.publicToken);
  });
});

describe('the payment reminder', () => {
  it('emails what is still due and when, with the PDF, and records it', async () => {
    const invoice = await createInvoice();
    const response = await company.call('GET', `/api/invoices/reminder/${invoice._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Reminder sent to ${customerEmail}`);
    // A subject this long is folded onto a second header line; the inbox matches the first.
    const email = await test.inbox.waitFor(customerEmail, new RegExp(`^Reminder: invoice ${invoice.number} `));
    expect(messageHeader(email.raw, 'subject')).toBe(
      `Reminder: invoice ${invoice.number} from Chukwu Motors Ltd is due on 9 April 2099`,
    );
    const text = plainText(email.raw);
    expect(text).toContain(`has ${TOTAL_TEXT} still to be paid`);
    expect(text).toMatch(/due on 9 April 2099 \(due in \d+ days\)/);
    expect(mimeParts(email.raw).some((part) => part.fileName === `${invoice.number}.pdf`)).toBe(true);
    expect(await events(invoice._id, 'reminded')).toEqual([{ detail: `To ${customerEmail}`, userId: company.userId }]);
  });

  it('says an overdue invoice is overdue', async () => {
    const invoice = await createInvoice({ date: '2026-01-05', dueDate: '2026-02-04' });
    const response = await company.call('GET', `/api/invoices/reminder/${invoice._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const email = await test.inbox.waitFor(customerEmail, new RegExp(`^Reminder: invoice ${invoice.number} `));
    expect(messageHeader(email.raw, 'subject')).toMatch(/ is overdue$/);
    expect(plainText(email.raw)).toContain('It was due on 4 February 2026 and is now overdue');
    const attached = mimeParts(email.raw).find((part) => part.type === 'application/pdf');
    expect(await pdfText(attached?.body ?? Buffer.alloc(0))).toMatch(/overdue/i);
  });
});

describe('the public view', () => {
  it('opens without signing in, as the PDF prints it, and notes the visit once a day', async () => {
    const invoice = await createInvoice();
    const response = await publicCall(`/api/public/invoices/${invoice.publicToken}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const data = response.json().data;
    expect(data).toMatchObject({
      kind: 'invoice',
      title: 'Invoice',
      number: invoice.number,
      status: 'unpaid',
      currency: 'NGN',
      subtotal: 35_000,
      discount: { label: 'Discount (10%)', amount: 3_500 },
      taxes: [{ name: 'VAT 7.5%', amount: 2_362.5 }],
      total: 33_862.5,
      amountDue: 33_862.5,
      amountInWords: TOTAL_WORDS,
      company: { name: 'Chukwu Motors Ltd', logoUrl: null },
      customer: { name: 'Adaeze Stores', address: ['12 Broad Street', 'Lagos Island, Lagos'] },
      bankDetails: [{ bankName: 'GTBank', accountName: 'Chukwu Motors Ltd', accountNumber: '0123456789' }],
      pdfUrl: `/api/public/invoices/${invoice.publicToken}/pdf`,
    });
    expect(data.dueLabel).toMatch(/^Due in \d+ days$/);
    expect(data.lines).toEqual([
      {
        description: 'Stock-taking advice',
        detail: 'Consulting',
        quantity: '2 hr',
        unitPrice: 15_000,
        tax: 'VAT 7.5%',
        amount: 30_000,
      },
      {
        description: 'Delivery to Ikeja',
        detail: 'Delivery',
        quantity: '1 pcs',
        unitPrice: 5_000,
        tax: 'VAT 7.5%',
        amount: 5_000,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(invoice._id);

    const pdf = await publicCall(data.pdfUrl);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain(TOTAL_TEXT);

    await publicCall(`/api/public/invoices/${invoice.publicToken}`);
    expect(await events(invoice._id, 'viewed')).toEqual([
      { detail: 'Opened from the link sent to the customer', userId: null },
    ]);
  });

  it('shows what has been paid', async () => {
    const invoice = await createInvoice();
    const paid = await company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-20',
      bank: company.account('1050'),
      paymentMethod: await paymentMethod(company),
      amountReceived: 10_000,
      items: [{ id: invoice._id }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const data = (await publicCall(`/api/public/invoices/${invoice.publicToken}`)).json().data;
    expect(data).toMatchObject({ status: 'partly-paid', amountPaid: 10_000, amountDue: 23_862.5 });
  });

  it('answers the same 404 for a malformed, unknown, draft or other company’s token', async () => {
    const invoice = await createInvoice();
    const draft = await createInvoice({ status: 'draft' });
    const awaiting = await createInvoice({ status: 'awaiting-approval' });
    const secret = invoice.publicToken.split('.')[1];
    const tokens = [
      'abc',
      company.companyId,
      `${company.companyId}.`,
      `${company.companyId}.${'x'.repeat(32)}`,
      `${other.companyId}.${secret}`,
      `not-a-uuid.${secret}`,
      `${company.companyId}.${secret}'--`,
      draft.publicToken,
      awaiting.publicToken,
    ];
    for (const token of tokens) {
      for (const suffix of ['', '/pdf', '/logo']) {
        const response = await publicCall(`/api/public/invoices/${encodeURIComponent(token)}${suffix}`);
        expect(response.statusCode, `${token}${suffix}`).toBe(404);
        expect(response.json().message).toBe('Document not found');
      }
    }
  });

  it('shows a void invoice as void', async () => {
    const invoice = await createInvoice();
    expect((await company.call('PATCH', `/api/invoices/${invoice._id}/void`)).statusCode).toBe(200);
    const data = (await publicCall(`/api/public/invoices/${invoice.publicToken}`)).json().data;
    expect(data).toMatchObject({ status: 'void', amountDue: null, bankDetails: [] });
  });
});

describe('refused', () => {
  async function refusedWithoutSending(call: () => Promise<{ statusCode: number; body: string }>, message: string) {
    const before = await outboxCount();
    const response = await call();
    expect(response.statusCode, response.body).toBe(409);
    expect(JSON.parse(response.body).message).toBe(message);
    expect(await outboxCount()).toBe(before);
  }

  it('a draft or an invoice awaiting approval is not sent, reminded or shared', async () => {
    for (const status of ['draft', 'awaiting-approval']) {
      const invoice = await createInvoice({ status });
      const message = deliveryMessages.notApproved('invoice');
      await refusedWithoutSending(() => company.call('POST', `/api/invoices/${invoice._id}/send`, {}), message);
      await refusedWithoutSending(() => company.call('GET', `/api/invoices/reminder/${invoice._id}`), message);
      await refusedWithoutSending(() => company.call('GET', `/api/invoices/${invoice._id}/share`), message);
      expect(await events(invoice._id, 'emailed')).toEqual([]);
    }
  });

  it('a void invoice is not sent or reminded', async () => {
    const invoice = await createInvoice();
    expect((await company.call('PATCH', `/api/invoices/${invoice._id}/void`)).statusCode).toBe(200);
    const message = deliveryMessages.void('invoice');
    await refusedWithoutSending(() => company.call('POST', `/api/invoices/${invoice._id}/send`, {}), message);
    await refusedWithoutSending(() => company.call('GET', `/api/invoices/reminder/${invoice._id}`), message);
  });

  it('a paid invoice has no reminder, but can still be sent', async () => {
    const invoice = await createInvoice();
    const paid = await company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-20',
      bank: company.account('1050'),
      paymentMethod: await paymentMethod(company),
      amountReceived: invoice.total,
      items: [{ id: invoice._id }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await readInvoice(invoice._id)).status).toBe('paid');
    await refusedWithoutSending(
      () => company.call('GET', `/api/invoices/reminder/${invoice._id}`),
      deliveryMessages.paid,
    );
    const sent = await company.call('POST', `/api/invoices/${invoice._id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await test.inbox.waitFor(customerEmail, new RegExp(invoice.number));
    const attached = mimeParts(email.raw).find((part) => part.type === 'application/pdf');
    expect(await pdfText(attached?.body ?? Buffer.alloc(0))).toMatch(/paid/i);
  });

  it('a customer without an email needs an address typed', async () => {
    const silent = await addCustomer(test, company.companyId, 'Quiet Traders');
    await test.database.db.execute(sql`update contacts set emails = '{}' where id = ${silent}`);
    const invoice = await createInvoice({ customer: silent });
    const response = await company.call('POST', `/api/invoices/${invoice._id}/send`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: deliveryMessages.noEmail,
      errors: { to: deliveryMessages.noEmail },
    });
    const typed = await company.call('POST', `/api/invoices/${invoice._id}/send`, { to: ['buyer@quiet.ng'] });
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it('another company’s invoice does not exist, and a member who may only view cannot send', async () => {
    const invoice = await createInvoice();
    expect((await other.call('POST', `/api/invoices/${invoice._id}/send`, {})).statusCode).toBe(404);
    expect((await other.call('GET', `/api/invoices/reminder/${invoice._id}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/invoices/${invoice._id}/share`)).statusCode).toBe(404);
    const viewer = await addMember(test, company.companyId, ['sales.view']);
    const asViewer = (method: 'GET' | 'POST', url: string) =>
      test.app.inject({ method, url, headers: viewer.headers, ...(method === 'POST' ? { payload: {} } : {}) });
    expect((await asViewer('GET', `/api/invoices/pdf/${invoice._id}`)).statusCode).toBe(200);
    expect((await asViewer('POST', `/api/invoices/${invoice._id}/send`)).statusCode).toBe(403);
    expect((await asViewer('GET', `/api/invoices/reminder/${invoice._id}`)).statusCode).toBe(403);
    expect(await events(invoice._id, 'emailed')).toEqual([]);
  });
});
