import { auditLog, branches, companies } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  writtenRows,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';
import { cleanSvg, imageUpload, jpegImage, pngImage } from '../../../test/images.ts';
import { currencyFixedMessage } from './company-settings.service.ts';

/*
 * Company information (settings): the company's details, registration numbers, fiscal year,
 * home currency, lock date and logo, each change audited with before and after.
 */

const test = testAppForFile();
let owner: AccountingCompany;
let other: AccountingCompany;
beforeAll(async () => {
  owner = await accountingCompany(test, 'Adúnní Textiles Ltd');
  other = await accountingCompany(test, 'Other Company Ltd');
});

const logoRule = 'The logo must be a PNG, JPEG or SVG of at most 1 MB';

function auditOf(companyId: string, entityType: string) {
  return test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityType, entityType)))
    .orderBy(auditLog.createdAt, auditLog.id);
}

function putLogo(company: { companyId: string }, headers: Record<string, string>, content: Buffer, name = 'logo.png') {
  const body = imageUpload(content, name);
  return test.app.inject({
    method: 'PUT',
    url: '/api/companies/logo',
    headers: { ...headers, 'x-company-id': company.companyId, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const ownerHeaders = () => bearer(owner.token);

describe('company information', () => {
  it('reads the company with its registration numbers, currency, fiscal year and lock date', async () => {
    const response = await owner.call('GET', '/api/companies/current');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: owner.companyId,
      name: 'Adúnní Textiles Ltd',
      country: 'NG',
      stateName: expect.any(String),
      tin: null,
      vatNumber: null,
      website: null,
      currency: 'NGN',
      currencyFixed: false,
      fiscalYearStart: 1,
      lockDate: null,
      logo: null,
    });
  });

  it('saves the fields sent, and audits only what changed, before and after', async () => {
    const response = await owner.call('PATCH', '/api/companies/current', {
      tin: '12345678-0001',
      rcNumber: 'rc 765432',
      vatNumber: 'VAT-0098765',
      website: 'adunni.ng',
      fiscalYearStart: 4,
      name: 'Adúnní Textiles Ltd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Company information saved');
    expect(response.json().data).toMatchObject({
      tin: '12345678-0001',
      rcNumber: 'RC 765432',
      vatNumber: 'VAT-0098765',
      website: 'https://adunni.ng',
      fiscalYearStart: 4,
    });
    const entries = await auditOf(owner.companyId, 'company');
    const last = entries.at(-1);
    expect(last).toMatchObject({ action: 'update', entityId: owner.companyId, userId: owner.userId });
    // The name was sent unchanged: it is not in the entry.
    expect(last?.before).toEqual({ tin: null, rcNumber: null, vatNumber: null, website: null, fiscalYearStart: 1 });
    expect(last?.after).toEqual({
      tin: '12345678-0001',
      rcNumber: 'RC 765432',
      vatNumber: 'VAT-0098765',
      website: 'https://adunni.ng',
      fiscalYearStart: 4,
    });
    // The setup-era read still answers, with the new TIN.
    const old = await test.app.inject({
      method: 'GET',
      url: `/api/companies/${owner.companyId}`,
      headers: ownerHeaders(),
    });
    expect(old.json().data).toMatchObject({ tin: '12345678-0001', fiscalYearStart: 4 });
  });

  it('records a new state by its name, not its id', async () => {
    const response = await owner.call('PATCH', '/api/companies/current', { state: 'Oyo' });
    expect(response.json().data.stateName).toBe('Oyo');
    const [entry] = (await auditOf(owner.companyId, 'company')).slice(-1);
    expect(entry?.after).toEqual({ state: 'Oyo' });
    expect(entry?.before).toEqual({ state: expect.stringMatching(/^[A-Z][a-z]/) });
  });

  it('clears an optional number sent empty', async () => {
    await owner.call('PATCH', '/api/companies/current', { website: 'https://example.com' });
    const response = await owner.call('PATCH', '/api/companies/current', { website: '' });
    expect(response.json().data.website).toBeNull();
  });

  it('saves nothing and writes no audit entry when nothing changed', async () => {
    const before = (await auditOf(owner.companyId, 'company')).length;
    const response = await owner.call('PATCH', '/api/companies/current', { tin: '12345678-0001' });
    expect(response.json().message).toBe('Nothing to save: no field changed');
    expect(await auditOf(owner.companyId, 'company')).toHaveLength(before);
  });

  it.each([
    ['a malformed TIN', { tin: 'TIN-1' }, 'tin', 'TIN is not valid.'],
    ['a website that is not one', { website: 'not a website' }, 'website', 'Website is not valid.'],
    ['an empty business name', { name: '  ' }, 'name', 'Business name is a required field'],
    ['a state that is not in Nigeria', { state: 'Texas' }, 'state', 'State is not valid.'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Currency is not valid.'],
    ['a month that is not one', { fiscalYearStart: 13 }, 'fiscalYearStart', 'Financial year start is not valid.'],
    ['a lock date that is not a date', { lockDate: '2026-02-30' }, 'lockDate', 'Lock date is not valid.'],
    [
      'a short phone number',
      { phoneNumber: '123' },
      'phoneNumber',
      'Business phone number must be at least 7 characters',
    ],
  ])('refuses %s and changes nothing', async (_case, body, field, message) => {
    const before = await writtenRows(test, owner.companyId);
    const response = await owner.call('PATCH', '/api/companies/current', { vatNumber: 'NEW-1', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await writtenRows(test, owner.companyId)).toEqual(before);
  });

  it('sets the lock date as its own call does, audited the same way, and clears it', async () => {
    const response = await owner.call('PATCH', '/api/companies/current', { lockDate: '2026-01-31' });
    expect(response.json().data.lockDate).toBe('2026-01-31');
    const read = await owner.call('GET', '/api/settings/lock-date');
    expect(read.json().data).toEqual({ lockDate: '2026-01-31' });
    const [entry] = (await auditOf(owner.companyId, 'lock-date')).slice(-1);
    expect(entry).toMatchObject({ before: { lockDate: null }, after: { lockDate: '2026-01-31' } });
    // A journal dated in the locked period is refused.
    const refused = await owner.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        owner,
        [
          ['6100', 10, 0],
          ['1000', 0, 10],
        ],
        { date: '2026-01-15' },
      ),
    );
    expect(refused.statusCode).toBe(400);
    // Set from its own call, the company form shows it.
    await owner.call('PATCH', '/api/settings/lock-date', { lockDate: null });
    expect((await owner.call('GET', '/api/companies/current')).json().data.lockDate).toBeNull();
  });

  it('changes the home currency until something posts, then refuses it in words', async () => {
    const fresh = await accountingCompany(test, 'Currency Ltd');
    const changed = await fresh.call('PATCH', '/api/companies/current', { currency: 'USD' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ currency: 'USD', currencyFixed: false });
    await fresh.call('PATCH', '/api/companies/current', { currency: 'NGN' });
    await postJournal(
      fresh,
      journalBody(fresh, [
        ['6100', 100, 0],
        ['1000', 0, 100],
      ]),
    );
    expect((await fresh.call('GET', '/api/companies/current')).json().data.currencyFixed).toBe(true);
    const refused = await fresh.call('PATCH', '/api/companies/current', { currency: 'USD', tin: '1234567890' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: currencyFixedMessage, errors: { currency: currencyFixedMessage } });
    // Nothing of the refused request was kept.
    expect((await fresh.call('GET', '/api/companies/current')).json().data).toMatchObject({
      currency: 'NGN',
      tin: null,
    });
    // The same currency again is no change, so other fields still save.
    const same = await fresh.call('PATCH', '/api/companies/current', { currency: 'NGN', tin: '1234567890' });
    expect(same.statusCode).toBe(200);
  });
});

describe('the logo', () => {
  it('takes a PNG by its content, resizes it to 512 px wide and serves it with caching headers', async () => {
    const response = await putLogo(owner, ownerHeaders(), await pngImage(1200, 400), 'logo.bin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Logo saved', data: { contentType: 'image/png' } });
    const { version } = response.json().data;
    const [stored] = await test.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    const metadata = await sharp(stored?.logo ?? Buffer.alloc(0)).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width: 512,
      height: 171,
    });
    const current = await owner.call('GET', '/api/companies/current');
    expect(current.json().data.logo).toEqual({ contentType: 'image/png', version });

    const served = await owner.call('GET', `/api/companies/logo?v=${version}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored?.logo ?? Buffer.alloc(0))).toBe(true);
    const unversioned = await owner.call('GET', '/api/companies/logo');
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const again = await test.app.inject({
      method: 'GET',
      url: '/api/companies/logo',
      headers: { ...ownerHeaders(), 'x-company-id': owner.companyId, 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // The audit says which logo, never its bytes.
    const [entry] = (await auditOf(owner.companyId, 'company-logo')).slice(-1);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { contentType: 'image/png', version } });
    expect(JSON.stringify(entry?.after).length).toBeLessThan(200);
  });

  it('keeps a small JPEG at its size and a clean SVG as it is', async () => {
    const jpeg = await putLogo(owner, ownerHeaders(), await jpegImage(300, 100), 'logo.jpg');
    expect(jpeg.json().data.contentType).toBe('image/jpeg');
    const [stored] = await test.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect((await sharp(stored?.logo ?? Buffer.alloc(0)).metadata()).width).toBe(300);
    const svg = await putLogo(owner, ownerHeaders(), cleanSvg, 'logo.svg');
    expect(svg.statusCode).toBe(200);
    const pixel = (await pngImage(2, 2)).toString('base64');
    const embedded = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="2" height="2"><image width="2" height="2" xlink:href="data:image/png;base64,${pixel}"/></svg>`,
    );
    expect((await putLogo(owner, ownerHeaders(), embedded, 'embedded.svg')).statusCode).toBe(200);
    expect((await putLogo(owner, ownerHeaders(), cleanSvg, 'logo.svg')).statusCode).toBe(200);
    const served = await owner.call('GET', '/api/companies/logo');
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(cleanSvg.toString());
  });

  const svgOf = (inside: string, attributes = '') =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inside}</svg>`,
    );
  const unsafe = 'The logo SVG contains scripts or links to other files. Save it without them, or use a PNG.';

  it.each([
    ['a script', svgOf('<script>alert(1)</script>'), unsafe],
    ['an event handler', svgOf('<rect width="1" height="1"/>', ' onload="alert(1)"'), unsafe],
    ['a link to another file', svgOf('<image href="https://evil.example/x.png" width="1" height="1"/>'), unsafe],
    [
      'an embedded SVG document',
      svgOf('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>'),
      unsafe,
    ],
    ['an xlink to a script', svgOf('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), unsafe],
    [
      'embedded HTML',
      svgOf('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      unsafe,
    ],
    ['a style that loads a file', svgOf('<style>rect { fill: url(https://evil.example/p.svg#a) }</style>'), unsafe],
    [
      'an entity',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      null,
    ],
    ['broken XML', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), logoRule],
    ['HTML', Buffer.from('<!doctype html><html><body>hi</body></html>'), logoRule],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), logoRule],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), logoRule],
    ['text named .png', Buffer.from('just some words'), logoRule],
  ])('refuses %s and keeps the logo it had', async (_case, content, message) => {
    const before = (await owner.call('GET', '/api/companies/current')).json().data.logo;
    const response = await putLogo(owner, ownerHeaders(), content);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ message, errors: { file: message } });
    expect((await owner.call('GET', '/api/companies/current')).json().data.logo).toEqual(before);
  });

  it('refuses a file over 1 MB in words', async () => {
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(1024 * 1024 + 10)]);
    const response = await putLogo(owner, ownerHeaders(), big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(logoRule);
  });

  it('asks for a file when none is sent', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/companies/logo',
      headers: { ...ownerHeaders(), 'x-company-id': owner.companyId, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a PNG, JPEG or SVG file for the logo');
  });

  it('saves the same logo sent again (a retry) once', async () => {
    const png = await pngImage(64, 32);
    const first = await putLogo(owner, ownerHeaders(), png);
    const entries = (await auditOf(owner.companyId, 'company-logo')).length;
    const again = await putLogo(owner, ownerHeaders(), png);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await auditOf(owner.companyId, 'company-logo')).toHaveLength(entries);
  });

  it('refuses a 50 MB upload in words', async () => {
    const huge = Buffer.concat([await pngImage(10, 10), Buffer.alloc(50 * 1024 * 1024)]);
    const response = await putLogo(owner, ownerHeaders(), huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: logoRule, errors: { file: logoRule } });
  });

  it('removes the logo, audited; then there is none to serve or remove', async () => {
    await putLogo(owner, ownerHeaders(), await pngImage(40, 40));
    const removed = await owner.call('DELETE', '/api/companies/logo');
    expect(removed.json()).toEqual({ message: 'Logo removed' });
    expect((await owner.call('GET', '/api/companies/logo')).statusCode).toBe(404);
    expect((await owner.call('DELETE', '/api/companies/logo')).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/companies/current')).json().data.logo).toBeNull();
    const [entry] = (await auditOf(owner.companyId, 'company-logo')).slice(-1);
    expect(entry).toMatchObject({ action: 'delete', after: null, before: { contentType: 'image/png' } });
  });
});

describe('who may read and change company information', () => {
  it('lets a member with settings.view read it and see the logo, but not change either', async () => {
    await putLogo(owner, ownerHeaders(), await pngImage(40, 40));
    const viewer = await addMember(test, owner.companyId, ['settings.view'], 'Viewer');
    const read = await test.app.inject({ method: 'GET', url: '/api/companies/current', headers: viewer.headers });
    expect(read.statusCode).toBe(200);
    const patch = await test.app.inject({
      method: 'PATCH',
      url: '/api/companies/current',
      headers: viewer.headers,
      payload: { tin: '1234567890' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await putLogo(owner, bearer(viewer.token), await pngImage(40, 40))).statusCode).toBe(403);
    const remove = await test.app.inject({ method: 'DELETE', url: '/api/companies/logo', headers: viewer.headers });
    expect(remove.statusCode).toBe(403);
  });

  it('shows the logo to any member, and the settings only to those who may view them', async () => {
    const cashier = await addMember(test, owner.companyId, ['sales.view'], 'Cashier');
    const logo = await test.app.inject({ method: 'GET', url: '/api/companies/logo', headers: cashier.headers });
    expect(logo.statusCode).toBe(200);
    const read = await test.app.inject({ method: 'GET', url: '/api/companies/current', headers: cashier.headers });
    expect(read.statusCode).toBe(403);
  });

  it('lets a member limited to one branch read it, but not change what is the whole company', async () => {
    const [branch] = await test.database.db.select().from(branches).where(eq(branches.companyId, owner.companyId));
    const member = await branchMember(test, owner.companyId, branch?.id ?? '', ['settings.view', 'settings.edit']);
    expect((await member.call('GET', '/api/companies/current')).statusCode).toBe(200);
    expect((await member.call('PATCH', '/api/companies/current', { tin: '1234567890' })).statusCode).toBe(403);
    expect((await putLogo(owner, bearer(member.token), await pngImage(40, 40))).statusCode).toBe(403);
    expect((await member.call('DELETE', '/api/companies/logo')).statusCode).toBe(403);
    expect((await owner.call('GET', '/api/companies/current')).json().data.tin).not.toBe('1234567890');
  });

  it("answers 404 for another company's logo and details", async () => {
    const headers = { ...bearer(other.token), 'x-company-id': owner.companyId };
    expect((await test.app.inject({ method: 'GET', url: '/api/companies/logo', headers })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/companies/current', headers })).statusCode).toBe(404);
    const patch = await test.app.inject({
      method: 'PATCH',
      url: '/api/companies/current',
      headers,
      payload: { tin: '1234567890' },
    });
    expect(patch.statusCode).toBe(404);
  });
});
