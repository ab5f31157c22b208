import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * Settings as the demo's owner uses them: company information (TIN, VAT number, a logo), their own
 * profile (the header follows), and the audit log that shows those changes and exports them.
 */

const running = runAppAndBrowser();

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG of one colour, made here: the logo a test uploads. */
function tinyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x0b, 0x7a, 0x5c]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('company settings', () => {
  it('edits company information and the logo, the profile name, and finds both in the audit log and its export', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);

    // Company information: registration numbers.
    await page.goto(`${running.app.url}/settings/company-information`);
    const tin = page.getByRole('textbox', { name: 'TIN', exact: true });
    await tin.waitFor();
    await tin.fill('98765432-0001');
    await page.getByRole('textbox', { name: 'VAT registration number' }).fill('VAT-55501');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Company information saved').isVisible()).toBe(true);

    // A logo: a small PNG, shown once saved.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: tinyPng(120, 40),
    });
    await expect.poll(() => page.getByText('Logo saved').isVisible()).toBe(true);
    const logo = page.getByRole('img', { name: 'Company logo' });
    await expect.poll(async () => (await logo.getAttribute('src')) ?? '').toMatch(/^data:image\/png;base64,/);

    // Kept: read again from the server.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'TIN', exact: true }).inputValue()).toBe('98765432-0001');
    await expect.poll(() => page.getByRole('img', { name: 'Company logo' }).isVisible()).toBe(true);
    const company = await api<{ tin: string; vatNumber: string; logo: { contentType: string } | null }>(
      page,
      'GET',
      '/companies/current',
    );
    expect(company).toMatchObject({ tin: '98765432-0001', vatNumber: 'VAT-55501', logo: { contentType: 'image/png' } });

    // Profile: a new first name, which the header shows at once.
    await page.goto(`${running.app.url}/settings/profile`);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.waitFor();
    await firstName.fill('Adaeze');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Your profile has been updated').isVisible()).toBe(true);
    const header = page.getByRole('button', { name: /Profile menu/ });
    await expect.poll(() => header.textContent()).toContain('Adaeze');

    // The audit log: the changes, newest first, each opening to its before and after.
    await page.goto(`${running.app.url}/settings/audit-log`);
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(3);
    await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain('Users');
    await table
      .getByRole('button', { name: /Details of the change/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent()).toContain('Adaeze');
    await page.keyboard.press('Escape');

    const companyRow = table.getByRole('row', { name: /Company information/ }).first();
    await expect.poll(() => companyRow.textContent()).toContain('TIN');
    await companyRow.getByRole('button').click();
    const changes = page.getByRole('table', { name: 'Changes, field by field' });
    const tinRow = changes.getByRole('row', { name: /^TIN/ });
    await expect.poll(() => tinRow.textContent()).toContain('98765432-0001');
    expect(await tinRow.getAttribute('data-changed')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await table.getByRole('row', { name: /Company logo/ }).count()).toBeGreaterThan(0);

    // Narrowed to one area, and exported as CSV.
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Company information' }).click();
    await page.waitForURL(/area=company/);
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/Audit log\.csv$/);
    const csv = readFileSync(await file.path()).toString('utf8');
    expect(csv).toContain('When,Person,Email,Action,Area,Record,Changed fields,Before,After');
    expect(csv).toContain('98765432-0001');
    expect(csv).toContain('VAT-55501');
    // Only the area chosen, each line by the person who made the change (under their name now).
    const lines = csv
      .split('\r\n')
      .slice(csv.split('\r\n').indexOf('When,Person,Email,Action,Area,Record,Changed fields,Before,After') + 1);
    const entries = lines.filter((line) => /^\d{2}\/\d{2}\/\d{4}/.test(line));
    expect(entries.length).toBeGreaterThan(0);
    for (const line of entries) expect(line).toMatch(/,company,/);
    expect(entries[0]).toContain('Adaeze');
  });
});
