import { auditLog, users } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { bearer, signUpVerified, testAppForFile } from '../../../test/harness.ts';
import { cleanSvg, imageUpload, pngImage } from '../../../test/images.ts';

/* The signed-in person's own name, phone and photo; each of their companies audits the change. */

const test = testAppForFile();
let person: AccountingCompany;
let secondCompany: AccountingCompany;
beforeAll(async () => {
  person = await accountingCompany(test, 'Profile Ltd');
  secondCompany = await anotherCompany(test, person, 'Second Profile Ltd');
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, token = person.token) =>
  test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

function putPhoto(content: Buffer, token = person.token) {
  const body = imageUpload(content, 'me.png');
  return test.app.inject({
    method: 'PUT',
    url: '/api/profile/photo',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const userAudit = (companyId: string, entityType: string) =>
  test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityType, entityType)));

describe('my profile', () => {
  it('reads my name, phone and email, with no photo yet', async () => {
    const response = await call('GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: person.userId,
      firstName: expect.any(String),
      email: expect.stringContaining('@'),
      photo: null,
    });
  });

  it('changes my name and phone; the header reads the new name; every company of mine audits it', async () => {
    const before = (await call('GET', '/api/profile')).json().data;
    const response = await call('PATCH', '/api/profile', {
      firstName: ' Ngozi ',
      lastName: 'Eze',
      phoneNumber: '+234 803 555 0101',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your profile has been updated',
      data: { firstName: 'Ngozi', lastName: 'Eze', phoneNumber: '+234 803 555 0101', email: before.email },
    });
    const me = await call('GET', '/api/auth/me');
    expect(me.json().data.user).toMatchObject({ firstName: 'Ngozi', lastName: 'Eze' });
    for (const company of [person, secondCompany]) {
      const [entry] = await userAudit(company.companyId, 'user');
      expect(entry).toMatchObject({
        action: 'update',
        entityId: person.userId,
        userId: person.userId,
        before: { firstName: before.firstName, lastName: before.lastName, phoneNumber: before.phoneNumber },
        after: { firstName: 'Ngozi', lastName: 'Eze', phoneNumber: '+234 803 555 0101' },
      });
    }
  });

  it.each([
    ['a short phone number', { phoneNumber: '12345' }, 'phoneNumber', 'Phone number must be at least 7 characters'],
    ['letters in the phone number', { phoneNumber: '0803 CALL ME' }, 'phoneNumber', 'Phone number is not valid.'],
    ['an empty first name', { firstName: '' }, 'firstName', 'First name is a required field'],
  ])('refuses %s and changes nothing', async (_case, body, field, message) => {
    const [before] = await test.database.db.select().from(users).where(eq(users.id, person.userId));
    const response = await call('PATCH', '/api/profile', { lastName: 'Changed', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    const [after] = await test.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(after?.lastName).toBe(before?.lastName);
  });

  it('does not change the email here', async () => {
    const before = (await call('GET', '/api/profile')).json().data.email;
    const response = await call('PATCH', '/api/profile', { email: 'someone-else@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/profile')).json().data.email).toBe(before);
  });

  it('needs a signed-in person', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/profile/photo' })).statusCode).toBe(401);
  });
});

describe('my photo', () => {
  it('takes a PNG, fits it in 256 px and serves it to me only', async () => {
    const response = await putPhoto(await pngImage(900, 600));
    expect(response.statusCode).toBe(200);
    const { version } = response.json().data;
    expect((await call('GET', '/api/profile')).json().data.photo).toEqual({ contentType: 'image/png', version });
    const served = await call('GET', `/api/profile/photo?v=${version}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([256, 171]);
    const [entry] = await userAudit(person.companyId, 'user-photo');
    expect(entry).toMatchObject({ action: 'create', after: { contentType: 'image/png', version } });

    // Someone else signed in gets their own (none), never mine.
    const stranger = await signUpVerified(test);
    expect((await call('GET', '/api/profile/photo', undefined, stranger.token)).statusCode).toBe(404);
  });

  it('takes a clean SVG and refuses one with a script, keeping the photo it had', async () => {
    expect((await putPhoto(cleanSvg)).statusCode).toBe(200);
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await putPhoto(script);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The photo SVG contains scripts or links to other files. Save it without them, or use a PNG.',
    );
    expect((await call('GET', '/api/profile/photo')).headers['content-type']).toBe('image/svg+xml');
    const text = await putPhoto(Buffer.from('hello'));
    expect(text.json().message).toBe('The photo must be a PNG, JPEG or SVG of at most 1 MB');
  });

  it('removes the photo', async () => {
    expect((await call('DELETE', '/api/profile/photo')).json()).toEqual({ message: 'Photo removed' });
    expect((await call('GET', '/api/profile/photo')).statusCode).toBe(404);
    expect((await call('GET', '/api/profile')).json().data.photo).toBeNull();
    expect((await call('DELETE', '/api/profile/photo')).statusCode).toBe(404);
  });
});
