import { contacts, newId } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { pngImage } from '../../../test/images.ts';
import { addBranch, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * A purchase order's files (issue 27): the vendor's quote as a photo and its pro-forma as a PDF,
 * uploaded, listed, opened and removed on the order; anything else refused by its content, a file
 * over the limit refused with the limit named; another company, another branch's member and
 * another document's path never see nor fetch them.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let order: { _id: string };

/** A one-page PDF, as a vendor's pro-forma invoice comes. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function upload(content: Buffer, name: string, url = `/api/purchase-orders/${order._id}/attachments`, as = company) {
  const boundary = 'PurchaseOrderBoundary';
  return test.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${as.token}`,
      'x-company-id': as.companyId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function newOrder(as = company) {
  const vendor = newId();
  await test.database.db.insert(contacts).values({
    companyId: as.companyId,
    id: vendor,
    kind: 'vendor',
    displayName: 'Dangote Foods',
    type: 'business',
    companyName: 'Dangote Foods',
  });
  const made = await as.call('POST', '/api/purchase-orders', {
    vendor,
    branch: await firstBranch(as),
    date: '2026-03-10',
    items: [{ chartofAccount: as.account('6600'), description: 'Delivery to Ikeja', quantity: 1, price: 5_000 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { _id: string };
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  order = await newOrder();
});

describe('a purchase order’s files', () => {
  it('keeps the quote’s photo and the pro-forma’s PDF: upload, list, open, remove', async () => {
    const png = await pngImage(4, 4);
    const photo = await upload(png, 'quote Q-221.png');
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({
      message: 'File attached',
      data: { fileName: 'quote Q-221.png', contentType: 'image/png', ownerKind: 'document', ownerId: order._id },
    });
    expect((await upload(png, 'again.png')).json().message).toBe('This file is already attached');
    const proforma = await upload(pdf('Pro-forma 0042'), 'proforma.pdf');
    expect(proforma.statusCode, proforma.body).toBe(201);
    expect(proforma.json().data.contentType).toBe('application/pdf');

    const listed = await company.call('GET', `/api/purchase-orders/${order._id}/attachments`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((file: { fileName: string }) => file.fileName)).toEqual([
      'quote Q-221.png',
      'proforma.pdf',
    ]);
    const id = photo.json().data._id;
    const file = await company.call('GET', `/api/purchase-orders/${order._id}/attachments/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);

    const removed = await company.call('DELETE', `/api/purchase-orders/${order._id}/attachments/${id}`);
    expect(removed.json().message).toBe('File removed');
    const left = await company.call('GET', `/api/purchase-orders/${order._id}/attachments`);
    expect(left.json().data.map((one: { fileName: string }) => one.fileName)).toEqual(['proforma.pdf']);
  });

  it('refuses a file that is not a photo or PDF by its content, and one over the size limit', async () => {
    const before = (await company.call('GET', `/api/purchase-orders/${order._id}/attachments`)).json().data.length;
    const script = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'quote.png');
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('Attach a photo (JPEG, PNG, WebP, HEIC) or a PDF');
    const big = await upload(Buffer.concat([pdf('Big'), Buffer.alloc(10 * 1024 * 1024, 32)]), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 10 MB');
    const after = (await company.call('GET', `/api/purchase-orders/${order._id}/attachments`)).json().data.length;
    expect(after).toBe(before);
  });

  it('is never seen nor fetched by another company, another branch’s member or another document’s path', async () => {
    const kept = await upload(pdf('Delivery note 17'), 'delivery note.pdf');
    expect(kept.statusCode, kept.body).toBe(201);
    const id = kept.json().data._id;
    const filePath = `/api/purchase-orders/${order._id}/attachments/${id}/file`;
    expect((await other.call('GET', `/api/purchase-orders/${order._id}/attachments`)).statusCode).toBe(404);
    expect((await other.call('GET', filePath)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/attachments/${id}/file`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/purchase-orders/${order._id}/attachments/${id}`)).statusCode).toBe(404);
    expect((await upload(pdf('Theirs'), 'theirs.pdf', undefined, other)).statusCode).toBe(404);
    // Their own order's path does not reach our file either.
    const theirs = await newOrder(other);
    expect((await other.call('GET', `/api/purchase-orders/${theirs._id}/attachments/${id}/file`)).statusCode).toBe(404);
    // Nor does one of our expenses' paths, nor a member who sees only another branch.
    const lekki = await addBranch(company, 'Lekki');
    const member = await branchMember(test, company.companyId, lekki, ['expenses.view', 'expenses.create']);
    expect((await member.call('GET', filePath)).statusCode).toBe(404);
    expect((await company.call('GET', `/api/expenses/${order._id}/attachments`)).statusCode).toBe(404);
    expect((await company.call('GET', filePath)).statusCode).toBe(200);
  });
});
