import { attachments } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, postJournal } from '../../../test/accounting.ts';
import { journalOf } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { imageUpload, pngImage } from '../../../test/images.ts';

/*
 * The receipt of a tax payment (issue 29): the NRS receipt photographed and attached to the payment
 * under /tax/payments/{id}/attachments. Read with tax.view, added and removed with tax.pay; another
 * company's payment is not found; the general /attachments routes do not serve it (their permission
 * is accounting's); deleting the payment removes its receipts.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let returnId: string;
let paymentId: string;
let receipt: Buffer;

const pay = async (amount: number, reference: string) => {
  const paid = await company.call('POST', '/api/tax/payments', {
    return: returnId,
    bank: company.account('1050'),
    date: '2026-04-20',
    amount,
    reference,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data._id as string;
};

function upload(headers: Record<string, string>, id: string, content: Buffer, name = 'nrs-receipt.png') {
  const body = imageUpload(content, name);
  return test.app.inject({
    method: 'POST',
    url: `/api/tax/payments/${id}/attachments`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const ownerHeaders = () => ({ authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId });

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  await postJournal(
    company,
    journalOf(
      [
        [company.account('1050'), 750, 0],
        [company.account('2100'), 0, 750],
      ],
      { date: '2026-03-10', reference: 'VAT on March sales' },
    ),
  );
  const filed = await company.call('POST', '/api/tax/returns', { type: 'vat', period: '2026-03', reference: 'NRS-1' });
  expect(filed.statusCode, filed.body).toBe(201);
  returnId = filed.json().data._id;
  paymentId = await pay(500, 'RRR-1');
  receipt = await pngImage(40, 20);
});

describe("a tax payment's receipt", () => {
  it('is attached to the payment, listed, and downloaded as it was sent', async () => {
    const attached = await upload(ownerHeaders(), paymentId, receipt);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json()).toMatchObject({
      message: 'Receipt attached',
      data: { ownerKind: 'tax-payment', ownerId: paymentId, fileName: 'nrs-receipt.png', contentType: 'image/png' },
    });
    const again = await upload(ownerHeaders(), paymentId, receipt, 'copy.png');
    expect(again.statusCode).toBe(200);
    const listed = await company.call('GET', `/api/tax/payments/${paymentId}/attachments`);
    expect(listed.statusCode).toBe(200);
    const files = listed.json().data as Array<{ _id: string; fileName: string }>;
    expect(files.map((file) => file.fileName)).toEqual(['nrs-receipt.png']);
    const file = await company.call('GET', `/api/tax/payments/${paymentId}/attachments/${files[0]?._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, receipt)).toBe(0);
  });

  it("answers another company's payment 404, and keeps to tax permissions", async () => {
    const [file] = (await company.call('GET', `/api/tax/payments/${paymentId}/attachments`)).json().data;
    expect((await other.call('GET', `/api/tax/payments/${paymentId}/attachments`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/tax/payments/${paymentId}/attachments/${file._id}/file`)).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/tax/payments/${paymentId}/attachments/${file._id}`)).statusCode).toBe(404);
    const otherHeaders = { authorization: `Bearer ${other.token}`, 'x-company-id': other.companyId };
    expect((await upload(otherHeaders, paymentId, receipt)).statusCode).toBe(404);

    const viewer = await addMember(test, company.companyId, ['tax.view']);
    const seen = await test.app.inject({
      method: 'GET',
      url: `/api/tax/payments/${paymentId}/attachments`,
      headers: viewer.headers,
    });
    expect(seen.json().data).toHaveLength(1);
    const refused = await upload(viewer.headers, paymentId, await pngImage(10, 10));
    expect(refused.statusCode).toBe(403);
    const removal = await test.app.inject({
      method: 'DELETE',
      url: `/api/tax/payments/${paymentId}/attachments/${file._id}`,
      headers: viewer.headers,
    });
    expect(removal.statusCode).toBe(403);

    // The general routes, on accounting's permissions, do not reach a tax payment's files.
    const general = await company.call('GET', `/api/attachments?ownerKind=tax-payment&ownerId=${paymentId}`);
    expect(general.statusCode).toBe(400);
    expect((await company.call('GET', `/api/attachments/${file._id}/file`)).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/attachments/${file._id}`)).statusCode).toBe(404);
  });

  it('is removed with tax.pay, and goes with its payment when the payment is deleted', async () => {
    const [file] = (await company.call('GET', `/api/tax/payments/${paymentId}/attachments`)).json().data;
    const removed = await company.call('DELETE', `/api/tax/payments/${paymentId}/attachments/${file._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await company.call('GET', `/api/tax/payments/${paymentId}/attachments`)).json().data).toEqual([]);

    const second = await pay(250, 'RRR-2');
    expect((await upload(ownerHeaders(), second, receipt)).statusCode).toBe(201);
    expect((await company.call('DELETE', `/api/tax/payments/${second}`)).statusCode).toBe(200);
    const left = await test.database.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.companyId, company.companyId), eq(attachments.ownerId, second)));
    expect(left).toEqual([]);
    expect((await company.call('GET', `/api/tax/payments/${second}/attachments`)).statusCode).toBe(404);
  });
});
