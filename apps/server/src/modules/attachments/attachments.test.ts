import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { addBankAccount, gtbankCsv, importCsv } from '../../../test/bank.ts';
import { addMember, bearer, createTestApp, testAppForFile } from '../../../test/harness.ts';
import { queryRows } from '../../ledger/database.ts';
import { contentDisposition, safeFileName } from './attachments.files.ts';

/*
 * Receipts on journals and bank entries, through real multipart requests: what is accepted is
 * decided by the bytes, the size and count are limited, another company's owners and files do not
 * exist, and a download gives back exactly what was uploaded with headers that keep it inert.
 */

// ---------------------------------------------------------------------------------------------
// Real small files, made here

/** A PNG of width x height grey pixels: signature, IHDR, IDAT, IEND with their CRCs. */
function png(width = 1, height = 1, shade = 128): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array(width).fill(shade)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's frame: SOI, JFIF APP0, a quantisation table, SOF0, and EOI. */
function jpeg(): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const quantisation = [0xff, 0xdb, 0x00, 0x43, 0x00, ...Array(64).fill(1)];
  const frame = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00];
  return Buffer.from([0xff, 0xd8, ...app0, ...quantisation, ...frame, 0xff, 0xd9]);
}

/** A one-page PDF with its cross-reference table, as a receipt scanner writes it. */
function pdf(text = 'Receipt 0042'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
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

/** A WebP's RIFF container around a lossless VP8L bitstream header. */
function webp(): Buffer {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x88, 0x88, 0x08, 0x00]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([vp8l.length, 0, 0, 0]), vp8l, Buffer.alloc(1)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

/** The start of an iPhone photo: an ISO-BMFF ftyp box with the heic brand, then a meta box. */
function heic(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 0x0c]), Buffer.from('meta'), Buffer.alloc(4)]);
}

const html = Buffer.from('<!doctype html><html><body><script>alert(localStorage.token)</script></body></html>');
const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** A Windows program's DOS header ("MZ") and PE signature. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x40, 0, 0, 0]), Buffer.from('PE\0\0')]);

// ---------------------------------------------------------------------------------------------
// Requests

interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it, one part per file. */
function multipart(files: Upload[], fields: Record<string, string> = {}) {
  const boundary = `----OwoBoundary${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const test = testAppForFile();
let a: AccountingCompany;
let b: AccountingCompany;
let journalOfA: string;
let journalOfB: string;

function upload(
  company: { token: string; companyId: string },
  owner: { kind: string; id: string },
  files: Upload[],
  extraHeaders: Record<string, string> = {},
  app = test.app,
) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/attachments?ownerKind=${owner.kind}&ownerId=${owner.id}`,
    headers: {
      ...bearer(company.token),
      'x-company-id': company.companyId,
      'content-type': body.contentType,
      ...extraHeaders,
    },
    payload: body.payload,
  });
}

const journalOwner = (id: string) => ({ kind: 'journal', id });
const listOf = (company: AccountingCompany, owner: { kind: string; id: string }) =>
  company.call('GET', `/api/attachments?ownerKind=${owner.kind}&ownerId=${owner.id}`);
const download = (company: { token: string; companyId: string }, id: string, query = '') =>
  test.app.inject({
    method: 'GET',
    url: `/api/attachments/${id}/file${query}`,
    headers: { ...bearer(company.token), 'x-company-id': company.companyId },
  });

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(`${response.statusCode} ${response.body.slice(0, 300)}`).toMatch(new RegExp(`^${status} `));
}

async function newJournal(company: AccountingCompany, reference: string, date = '2026-03-31') {
  const response = await company.call(
    'POST',
    '/api/double-entry/journal',
    journalBody(
      company,
      [
        ['6100', 1_000, 0],
        ['1000', 0, 1_000],
      ],
      { reference, date },
    ),
  );
  expectStatus(response, 201);
  return response.json().data._id as string;
}

beforeAll(async () => {
  a = await accountingCompany(test, 'Alpha Receipts Ltd');
  b = await accountingCompany(test, 'Bravo Receipts Ltd');
  journalOfA = await newJournal(a, 'Generator fuel');
  journalOfB = await newJournal(b, 'Bravo diesel');
}, 120_000);

describe('attaching a receipt', () => {
  it('accepts JPEG, PNG, WebP, HEIC and PDF by their content, and lists them with who and when', async () => {
    const journal = await newJournal(a, 'All kinds');
    const files: Array<Upload & { expected: string }> = [
      { name: 'fuel receipt.jpg', type: 'image/jpeg', content: jpeg(), expected: 'image/jpeg' },
      { name: 'pump.png', type: 'image/png', content: png(), expected: 'image/png' },
      { name: 'till.webp', type: 'image/webp', content: webp(), expected: 'image/webp' },
      { name: 'IMG_0042.HEIC', type: 'image/heic', content: heic(), expected: 'image/heic' },
      { name: 'invoice.pdf', type: 'application/pdf', content: pdf(), expected: 'application/pdf' },
    ];
    for (const file of files) {
      const response = await upload(a, journalOwner(journal), [file]);
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({
        message: 'File attached',
        data: { ownerKind: 'journal', ownerId: journal, contentType: file.expected, size: file.content.length },
      });
    }
    const list = await listOf(a, journalOwner(journal));
    expectStatus(list, 200);
    const attached = list.json().data as Array<{ fileName: string; contentType: string; uploadedBy: unknown }>;
    expect(attached.map((item) => [item.fileName, item.contentType])).toEqual([
      ['fuel receipt.jpg', 'image/jpeg'],
      ['pump.png', 'image/png'],
      ['till.webp', 'image/webp'],
      ['IMG_0042.heic', 'image/heic'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    expect(attached[0]?.uploadedBy).toEqual({ _id: a.userId, name: 'Ada Okafor' });
  });

  it('goes by the bytes, not the name or claimed type: a PNG named .exe is kept as a PNG named .png', async () => {
    const response = await upload(a, journalOwner(journalOfA), [
      { name: 'C:\\fakepath\\..\\evil\u202Egpj.exe', type: 'application/octet-stream', content: png(2, 2) },
    ]);
    expectStatus(response, 201);
    expect(response.json().data).toMatchObject({ contentType: 'image/png', fileName: 'evilgpj.png' });
  });

  it('refuses a .jpg that is really HTML, SVG or a Windows program, whatever type the browser claimed', async () => {
    for (const content of [html, svg, exe]) {
      const response = await upload(a, journalOwner(journalOfA), [
        { name: 'receipt.jpg', type: 'image/jpeg', content },
      ]);
      expectStatus(response, 400);
      expect(response.json().message).toBe('Attach a photo (JPEG, PNG, WebP, HEIC) or a PDF');
    }
  });

  it('refuses an empty file, a request without a file, and two files at once', async () => {
    const empty = await upload(a, journalOwner(journalOfA), [
      { name: 'receipt.png', type: 'image/png', content: Buffer.alloc(0) },
    ]);
    expectStatus(empty, 400);
    expect(empty.json().message).toBe('The file is empty');
    const none = await upload(a, journalOwner(journalOfA), []);
    expectStatus(none, 400);
    expect(none.json().message).toBe('Choose a photo or PDF to attach');
    const json = await a.call('POST', `/api/attachments?ownerKind=journal&ownerId=${journalOfA}`, { file: 'x' });
    expectStatus(json, 400);
    const two = await upload(a, journalOwner(journalOfA), [
      { name: 'one.png', type: 'image/png', content: png(3, 3) },
      { name: 'two.png', type: 'image/png', content: png(4, 4) },
    ]);
    expectStatus(two, 400);
    expect(two.json().message).toBe('Attach one file at a time');
  });

  it('keeps the same file attached twice to one journal once', async () => {
    const journal = await newJournal(a, 'Twice');
    const file = { name: 'receipt.pdf', type: 'application/pdf', content: pdf('Twice') };
    const first = await upload(a, journalOwner(journal), [file]);
    expectStatus(first, 201);
    const again = await upload(a, journalOwner(journal), [{ ...file, name: 'renamed.pdf' }]);
    expectStatus(again, 200);
    expect(again.json()).toMatchObject({ message: 'This file is already attached', data: first.json().data });
    expect((await listOf(a, journalOwner(journal))).json().data).toHaveLength(1);
  });

  it('adds one file for a repeated Idempotency-Key, and refuses the key with another file', async () => {
    const journal = await newJournal(a, 'Retried upload');
    const key = { 'idempotency-key': `upload-${randomBytes(4).toString('hex')}` };
    const file = { name: 'receipt.png', type: 'image/png', content: png(5, 5) };
    const first = await upload(a, journalOwner(journal), [file], key);
    expectStatus(first, 201);
    const replay = await upload(a, journalOwner(journal), [file], key);
    expectStatus(replay, 201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data._id).toBe(first.json().data._id);
    const otherFile = await upload(a, journalOwner(journal), [{ ...file, content: png(6, 6) }], key);
    expectStatus(otherFile, 409);
    expect((await listOf(a, journalOwner(journal))).json().data).toHaveLength(1);
  });

  it('limits the files of one owner to 20', async () => {
    const journal = await newJournal(a, 'Many receipts');
    for (let shade = 0; shade < 20; shade += 1) {
      expectStatus(
        await upload(a, journalOwner(journal), [
          { name: `r${shade}.png`, type: 'image/png', content: png(1, 1, shade) },
        ]),
        201,
      );
    }
    const over = await upload(a, journalOwner(journal), [{ name: 'r21.png', type: 'image/png', content: png(2, 1) }]);
    expectStatus(over, 409);
    expect(over.json().message).toBe('This already has 20 files attached; remove one before attaching another');
  });

  it('takes a receipt on a journal in a locked period (attaching posts nothing)', async () => {
    const journal = await postJournal(
      a,
      journalBody(
        a,
        [
          ['6100', 500, 0],
          ['1000', 0, 500],
        ],
        { date: '2026-01-10', reference: 'January rent' },
      ),
    );
    expectStatus(await a.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-01-31' }), 200);
    try {
      const response = await upload(a, journalOwner(journal._id), [
        { name: 'rent.pdf', type: 'application/pdf', content: pdf('Rent January') },
      ]);
      expectStatus(response, 201);
    } finally {
      expectStatus(await a.call('PATCH', '/api/settings/lock-date', { lockDate: null }), 200);
    }
  });

  it('keeps the files of a deleted journal, and freezes them', async () => {
    const journal = await postJournal(
      a,
      journalBody(a, [
        ['6100', 700, 0],
        ['1000', 0, 700],
      ]),
    );
    const attached = await upload(a, journalOwner(journal._id), [
      { name: 'kept.pdf', type: 'application/pdf', content: pdf('Kept') },
    ]);
    expectStatus(attached, 201);
    expectStatus(await a.call('DELETE', `/api/double-entry/journal/${journal._id}`), 200);
    const list = await listOf(a, journalOwner(journal._id));
    expect(list.json().data.map((item: { _id: string }) => item._id)).toEqual([attached.json().data._id]);
    const more = await upload(a, journalOwner(journal._id), [
      { name: 'late.pdf', type: 'application/pdf', content: pdf('Late') },
    ]);
    expectStatus(more, 409);
    expectStatus(await a.call('DELETE', `/api/attachments/${attached.json().data._id}`), 409);
  });
});

describe('the size limit', () => {
  it('refuses a file over ATTACHMENT_MAX_BYTES, naming the limit', async () => {
    const small = await createTestApp({ ATTACHMENT_MAX_BYTES: '1024' });
    try {
      const company = await accountingCompany(small, 'Small Limit Ltd');
      const created = await company.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(company, [
          ['6100', 1, 0],
          ['1000', 0, 1],
        ]),
      );
      const owner = journalOwner(created.json().data._id);
      const big = await upload(
        company,
        owner,
        [{ name: 'big.pdf', type: 'application/pdf', content: Buffer.concat([pdf(), Buffer.alloc(2000, 32)]) }],
        {},
        small.app,
      );
      expectStatus(big, 413);
      expect(big.json().message).toBe('The file is larger than 1 KB');
      expectStatus(
        await upload(company, owner, [{ name: 'ok.png', type: 'image/png', content: png() }], {}, small.app),
        201,
      );
    } finally {
      await small.close();
    }
  }, 120_000);

  it('takes a 6 MB photo under the default 10 MB limit (more than the JSON body limit)', async () => {
    const photo = Buffer.concat([jpeg().subarray(0, -2), randomBytes(6 * 1024 * 1024), Buffer.from([0xff, 0xd9])]);
    const response = await upload(a, journalOwner(journalOfA), [
      { name: 'big.jpg', type: 'image/jpeg', content: photo },
    ]);
    expectStatus(response, 201);
    const back = await download(a, response.json().data._id);
    expect(back.rawPayload.equals(photo)).toBe(true);
  });
});

describe('downloading', () => {
  it('gives back the bytes uploaded, with the stored type and headers that keep the file inert', async () => {
    const content = pdf('Download me');
    const uploaded = await upload(a, journalOwner(journalOfA), [
      { name: 'Ọjà receipt; March.pdf', type: 'text/html', content },
    ]);
    expectStatus(uploaded, 201);
    const id = uploaded.json().data._id as string;
    const response = await download(a, id);
    expectStatus(response, 200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="_j_ receipt; March.pdf"; filename*=UTF-8''${encodeURIComponent('Ọjà receipt; March.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');
    const saved = await download(a, id, '?disposition=attachment');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="/);
  });
});

describe('another company', () => {
  it('cannot see, attach to or remove what is not its own: 404, as for ids that do not exist', async () => {
    const ofB = await upload(b, journalOwner(journalOfB), [
      { name: 'bravo.pdf', type: 'application/pdf', content: pdf('Bravo') },
    ]);
    expectStatus(ofB, 201);
    const attachmentOfB = ofB.json().data._id as string;
    const missing = '0191b2c3-d4e5-7f00-8000-000000000000';

    const onB = await upload(a, journalOwner(journalOfB), [{ name: 'x.png', type: 'image/png', content: png(7, 7) }]);
    const onMissing = await upload(a, journalOwner(missing), [
      { name: 'x.png', type: 'image/png', content: png(7, 7) },
    ]);
    expectStatus(onB, 404);
    expect(onB.json()).toEqual(onMissing.json());
    expectStatus(await listOf(a, journalOwner(journalOfB)), 404);
    expectStatus(await download(a, attachmentOfB), 404);
    expectStatus(await a.call('DELETE', `/api/attachments/${attachmentOfB}`), 404);
    // With B's company id in the header, A is no member of B.
    expectStatus(await download({ token: a.token, companyId: b.companyId }, attachmentOfB), 404);
    const stillThere = await download(b, attachmentOfB);
    expect(stillThere.rawPayload.equals(pdf('Bravo'))).toBe(true);
  });
});

describe('permissions', () => {
  it('lets a viewer list and download but not attach or remove; others not even see', async () => {
    const attached = await upload(a, journalOwner(journalOfA), [
      { name: 'shared.pdf', type: 'application/pdf', content: pdf('Shared') },
    ]);
    const id = attached.json().data._id as string;
    const viewer = await addMember(test, a.companyId, ['accounting.view'], 'Viewer');
    const asViewer = { token: viewer.token, companyId: a.companyId };
    expectStatus(
      await upload(asViewer, journalOwner(journalOfA), [{ name: 'v.png', type: 'image/png', content: png(8, 8) }]),
      403,
    );
    const list = await test.app.inject({
      method: 'GET',
      url: `/api/attachments?ownerKind=journal&ownerId=${journalOfA}`,
      headers: viewer.headers,
    });
    expectStatus(list, 200);
    expectStatus(await download(asViewer, id), 200);
    expectStatus(
      await test.app.inject({ method: 'DELETE', url: `/api/attachments/${id}`, headers: viewer.headers }),
      403,
    );
    const stranger = await addMember(test, a.companyId, ['sales.view'], 'Sales clerk');
    expectStatus(await download({ token: stranger.token, companyId: a.companyId }, id), 403);
  });
});

describe('bank entries', () => {
  it('takes receipts on an entry made from a statement line, and not on other entries', async () => {
    const bank = await addBankAccount(a);
    expectStatus(
      await importCsv(
        a,
        bank._id,
        gtbankCsv([{ date: '2026-03-31', amount: -50, balance: -50, remarks: 'STAMP DUTY CHARGE' }]),
      ),
      201,
    );
    const reconciliation = await a.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-03-31',
      statementBalance: -50,
    });
    expectStatus(reconciliation, 201);
    const detail = reconciliation.json().data as { _id: string; statementLines: Array<{ _id: string }> };
    const line = detail.statementLines[0];
    const created = await a.call(
      'POST',
      `/api/reconciliations/${detail._id}/statement-lines/${line?._id}/create-entry`,
      { account: a.account('6100') },
    );
    expectStatus(created, 200);
    const [ledgerLine] = created.json().data.statementLines[0].matchedLedgerLines as string[];
    const entryId = ledgerLine?.split(':')[0] as string;
    // The workspace marks the line as a bank entry, which is where its receipts button shows.
    const ledgerLines = created.json().data.ledgerLines as Array<{ entry: { _id: string; fromStatement: boolean } }>;
    expect(ledgerLines.find((other) => other.entry._id === entryId)?.entry.fromStatement).toBe(true);
    const owner = { kind: 'bank-entry', id: entryId };
    const response = await upload(a, owner, [{ name: 'stamp.jpg', type: 'image/jpeg', content: jpeg() }]);
    expectStatus(response, 201);
    expect(response.json().data).toMatchObject({ ownerKind: 'bank-entry', ownerId: entryId });
    expect((await listOf(a, owner)).json().data).toHaveLength(1);

    // A manual journal's entry is the journal's, not a bank entry.
    const posted = await postJournal(
      a,
      journalBody(a, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    );
    const notBank = await upload(a, { kind: 'bank-entry', id: posted.entry._id }, [
      { name: 'x.jpg', type: 'image/jpeg', content: jpeg() },
    ]);
    expectStatus(notBank, 404);
    expect(notBank.json().message).toBe('Bank entry not found');
  });
});

describe('removing', () => {
  it('removes a file, and the audit log records its upload and removal', async () => {
    const journal = await newJournal(a, 'To remove');
    const attached = await upload(a, journalOwner(journal), [
      { name: 'wrong.png', type: 'image/png', content: png(9, 9) },
    ]);
    const id = attached.json().data._id as string;
    const removed = await a.call('DELETE', `/api/attachments/${id}`);
    expectStatus(removed, 200);
    expect(removed.json().message).toBe('Attachment removed');
    expect((await listOf(a, journalOwner(journal))).json().data).toEqual([]);
    expectStatus(await download(a, id), 404);
    expectStatus(await a.call('DELETE', `/api/attachments/${id}`), 404);
    const audit = await queryRows<{ action: string; user_id: string }>(
      test.database.db,
      sql`select action, user_id from audit_log where company_id = ${a.companyId} and entity_type = 'attachment'
        and entity_id = ${id} order by created_at`,
    );
    expect(audit).toEqual([
      { action: 'create', user_id: a.userId },
      { action: 'delete', user_id: a.userId },
    ]);
  });
});

describe('file names', () => {
  it('are labels only: no path, no control or direction characters, capped, with the real extension', () => {
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('scan\u0000\u0007\r\n.PDF', 'application/pdf')).toBe('scan.pdf');
    expect(safeFileName('receipt.jpg', 'application/pdf')).toBe('receipt.pdf');
    expect(safeFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpeg');
    expect(safeFileName('...', 'image/png')).toBe('receipt.png');
    expect(safeFileName(undefined, 'image/heic')).toBe('receipt.heic');
    const long = safeFileName(`${'ọ'.repeat(400)}.png`, 'image/png');
    expect([...long]).toHaveLength(150);
    expect(long.endsWith('.png')).toBe(true);
  });

  it('are sent back quoted safely and percent-encoded', () => {
    expect(contentDisposition('a "b"\\c%.pdf', 'attachment')).toBe(
      `attachment; filename="a _b__c_.pdf"; filename*=UTF-8''a%20%22b%22%5Cc%25.pdf`,
    );
  });
});
