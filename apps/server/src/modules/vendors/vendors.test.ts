import { nubanCheckDigit } from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { uploadCsv } from '../../../test/csv-upload.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * Vendors (/expense/vendors) through the API: the New Vendor form with its bank details (a NUBAN
 * of a listed bank), the list's search and date filter, changes, deletion, the CSV upload with a
 * refused row, and another company that can neither see nor change them.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let headOffice: string;

/** A valid Zenith Bank (057) account number: its tenth digit is the NUBAN check digit. */
const zenithAccount = `101234567${nubanCheckDigit('101234567', '057')}`;
/** The same number with its check digit changed: a typing mistake the check must catch. */
const mistypedAccount = `101234567${(nubanCheckDigit('101234567', '057') + 1) % 10}`;

const ikejaPackaging = (extra: Record<string, unknown> = {}) => ({
  type: 'BUSINESS',
  companyName: 'Ikeja Packaging Ltd',
  invoice: 'ikp',
  fullName: 'Tunde Bakare',
  phoneNumber: '0803 555 0101',
  email: 'sales@ikejapackaging.ng',
  officeAddress: '4 Oba Akran Avenue, Ikeja',
  state: 'Lagos',
  branch: headOffice,
  tin: '23456789-0001',
  bankDetails: { bankName: 'Zenith Bank', accountNo: zenithAccount },
  ...extra,
});

const counts = () => rowCounts(test, company.companyId, ['contacts', 'audit_log']);

async function create(extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/vendor', ikejaPackaging(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; displayName: string };
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  headOffice = (await company.call('GET', '/api/branches')).json().data[0]._id;
});

describe('adding a vendor', () => {
  it('keeps the customer fields and the bank details, answering the bank by name and code', async () => {
    const before = await counts();
    const response = await company.call('POST', '/api/vendor', ikejaPackaging());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Vendor created successfully',
      data: {
        type: 'business',
        vendorType: 'business',
        displayName: 'Ikeja Packaging Ltd',
        invoice: 'IKP',
        email: ['sales@ikejapackaging.ng'],
        state: { name: 'Lagos' },
        branch: { _id: headOffice },
        tin: '23456789-0001',
        bankDetails: { bankName: 'Zenith Bank', bankCode: '057', accountNo: zenithAccount },
        balance: 0,
        active: true,
      },
    });
    expect(await counts()).toEqual({ contacts: (before.contacts ?? 0) + 1, audit_log: (before.audit_log ?? 0) + 1 });
    // A vendor is not a customer.
    const customers = await company.call('GET', '/api/customer?search=ikeja');
    expect(customers.json().data).toEqual([]);
  });

  it('takes the bank by its CBN code or in any case, and the account number with spaces', async () => {
    const vendor = await company.call(
      'POST',
      '/api/vendor',
      ikejaPackaging({
        companyName: 'Aba Leather Works',
        bankDetails: { bankName: 'zenith bank', accountNo: `${zenithAccount.slice(0, 4)} ${zenithAccount.slice(4)}` },
      }),
    );
    expect(vendor.json().data.bankDetails).toEqual({
      bankName: 'Zenith Bank',
      bankCode: '057',
      accountNo: zenithAccount,
    });
    const byCode = await company.call(
      'POST',
      '/api/vendor',
      ikejaPackaging({ companyName: 'Kano Grains', bankDetails: { bankName: '057', accountNo: zenithAccount } }),
    );
    expect(byCode.json().data.bankDetails.bankName).toBe('Zenith Bank');
  });

  it('refuses an account number that is not a NUBAN at the bank, naming the field, and saves nothing', async () => {
    const before = await counts();
    const response = await company.call(
      'POST',
      '/api/vendor',
      ikejaPackaging({ bankDetails: { bankName: 'Zenith Bank', accountNo: mistypedAccount } }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      'bankDetails.accountNo': `Account number ${mistypedAccount} is not a valid NUBAN at Zenith Bank: check the number and the bank`,
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      { bankDetails: { bankName: 'Bank of Atlantis', accountNo: zenithAccount } },
      'bankDetails.bankName',
      'Bank name "Bank of Atlantis" is not a Nigerian bank in the list',
    ],
    [
      { bankDetails: { bankName: 'Zenith Bank', accountNo: '12345' } },
      'bankDetails.accountNo',
      'Account number must be 10 digits',
    ],
    [{ bankDetails: { bankName: 'Zenith Bank' } }, 'bankDetails.accountNo', 'Account number is a required field'],
    [{ bankDetails: undefined }, 'bankDetails', 'Bank details is a required field'],
    [{ state: undefined }, 'state', 'State is a required field'],
    [{ type: 'PARTNER' }, 'type', 'Vendor type is not valid.'],
  ])('refuses %o, saying why under %s', async (change, field, message) => {
    const before = await counts();
    const { statusCode, body } = await company.call('POST', '/api/vendor', ikejaPackaging(change));
    expect({ statusCode, answer: JSON.parse(body) }).toMatchObject({
      statusCode: 400,
      answer: { message: 'Please fill all required fields', errors: { [field]: message } },
    });
    expect(await counts()).toEqual(before);
  });

  it('lets a digital bank’s phone-based account number through, as the bank account form does', async () => {
    const vendor = await create({
      companyName: 'Mama Put Supplies',
      bankDetails: { bankName: 'OPay', accountNo: '8031234567' },
    });
    expect((await company.call('GET', `/api/vendor/${vendor._id}`)).json().data.bankDetails).toMatchObject({
      bankName: 'OPay',
      accountNo: '8031234567',
    });
  });
});

describe('the vendors list and a vendor', () => {
  it('searches by name, email or phone, and filters by the day they were added', async () => {
    const found = await company.call('GET', '/api/vendor?search=mama%20put');
    expect(found.json().data.map((vendor: { displayName: string }) => vendor.displayName)).toEqual([
      'Mama Put Supplies',
    ]);
    const all = (await company.call('GET', '/api/vendor?limit=100')).json();
    expect(all.pageInfo.total).toBe(all.data.length);
    const today = (await company.call('GET', '/api/vendor?where[createdAt]=this-month')).json();
    expect(today.pageInfo.total).toBe(all.pageInfo.total);
    const before = await company.call('GET', '/api/vendor?range[endDate]=2020-12-31');
    expect(before.json()).toMatchObject({ data: [], pageInfo: { total: 0 } });
    const wrong = await company.call('GET', '/api/vendor?where[createdAt]=yesterday-ish');
    expect(wrong.statusCode).toBe(400);
  });

  it('changes only the fields sent, the bank details checked again', async () => {
    const vendor = await create({ companyName: 'Onitsha Spare Parts' });
    const changed = await company.call('PATCH', `/api/vendor/${vendor._id}`, { phoneNumber: '0812 000 1111' });
    expect(changed.json()).toMatchObject({
      message: 'Vendor updated successfully',
      data: { phoneNumber: '0812 000 1111', bankDetails: { accountNo: zenithAccount } },
    });
    const before = await counts();
    const refused = await company.call('PATCH', `/api/vendor/${vendor._id}`, {
      bankDetails: { bankName: 'Zenith Bank', accountNo: mistypedAccount },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(`Account number ${mistypedAccount} is not a valid NUBAN`);
    expect(await counts()).toEqual(before);
    const inactive = await company.call('PATCH', `/api/vendor/${vendor._id}`, { active: false });
    expect(inactive.json().data.active).toBe(false);
  });

  it('deletes one vendor, or several at once, and a customer id is not a vendor', async () => {
    const first = await create({ companyName: 'Delete Me One' });
    const second = await create({ companyName: 'Delete Me Two' });
    const third = await create({ companyName: 'Delete Me Three' });
    const one = await company.call('DELETE', `/api/vendor/${first._id}`);
    expect(one.json().message).toBe('Vendor deleted successfully');
    const several = await company.call('DELETE', '/api/vendor', { ids: [second._id, third._id] });
    expect(several.json().message).toBe('2 vendors deleted successfully');
    expect((await company.call('GET', `/api/vendor/${first._id}`)).statusCode).toBe(404);

    const customer = await company.call('POST', '/api/customer', { ...ikejaPackaging(), companyName: 'A Customer' });
    expect(customer.statusCode, customer.body).toBe(201);
    expect((await company.call('GET', `/api/vendor/${customer.json().data._id}`)).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/vendor/${customer.json().data._id}`)).statusCode).toBe(404);
  });
});

describe('uploading vendors from a CSV file', () => {
  const header = 'Company Name,Full Name,Email,Phone Number,Bank Name,Account Number\n';
  const withBadRow = [
    header,
    `Lagos Cartons Ltd,Bisi Ade,bisi@cartons.ng,08031112222,Zenith Bank,${zenithAccount}\n`,
    `Bad Bank Ltd,Uche Obi,uche@badbank.ng,,Zenith Bank,${mistypedAccount}\n`,
    ',Musa Bello,,0812 333 4444,,\n',
  ].join('');
  const upload = (content: string, mode?: string) =>
    uploadCsv(test, company, '/api/vendor/csv', content, { fileName: 'vendors.csv', mode });

  it('reports the bad row by its line and saves nothing in all-or-nothing mode', async () => {
    const before = await counts();
    const response = await upload(withBadRow);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Nothing was saved: 1 row refused. Fix it and upload the file again.',
      data: {
        saved: false,
        created: 0,
        refused: [
          {
            line: 3,
            reason: `Account number ${mistypedAccount} is not a valid NUBAN at Zenith Bank: check the number and the bank`,
          },
        ],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('saves the fixed file with the spec’s words, bank details and all', async () => {
    const response = await upload(withBadRow.replace(mistypedAccount, zenithAccount));
    expect(response.json()).toMatchObject({
      message: 'Vendor csv uploaded successfully: 3 vendors added',
      data: { saved: true, created: 3, refused: [] },
    });
    const cartons = (await company.call('GET', '/api/vendor?search=cartons')).json().data[0];
    expect(cartons.bankDetails).toEqual({ bankName: 'Zenith Bank', bankCode: '057', accountNo: zenithAccount });
    const musa = (await company.call('GET', '/api/vendor?search=musa')).json().data[0];
    expect(musa).toMatchObject({ type: 'individual', bankDetails: null });
  });
});

describe('another company', () => {
  it('can neither see, change nor delete a vendor, which stays as it was', async () => {
    const vendor = await create({ companyName: 'Secret Supplier Ltd' });
    const before = await counts();
    expect((await other.call('GET', `/api/vendor/${vendor._id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/vendor/${vendor._id}`, { companyName: 'Taken' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/vendor/${vendor._id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', '/api/vendor', { ids: [vendor._id] })).statusCode).toBe(404);
    const listed = await other.call('GET', '/api/vendor?search=secret');
    expect(listed.json()).toMatchObject({ data: [], pageInfo: { total: 0 } });
    expect(await counts()).toEqual(before);
    expect((await company.call('GET', `/api/vendor/${vendor._id}`)).json().data.companyName).toBe(
      'Secret Supplier Ltd',
    );
  });
});
