import { nubanCheckDigit, readCsvRecords } from '@owo/core';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { mimeParts } from '../../../test/mime.ts';
import { exportRefusal } from '../../http/access.ts';

/*
 * What a payroll run produces (issue 28), read as the people who get it read it: the payslip PDF's
 * text (unpdf), the bank, PAYE, pension and NHF schedules as the CSV a bookkeeper opens and the
 * XLSX read back with exceljs, and the payslip email as the local SMTP server got it. January 2026
 * for Ada (Lagos, NHF, an email and a salary account) and Bayo (Ogun, neither).
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let ada: string;
let bayo: string;
let runId: string;

interface Line {
  employee: { _id: string; displayName: string };
  gross: number;
  taxable: number;
  paye: number;
  pensionEmployee: number;
  pensionEmployer: number;
  nhf: number;
  nsitf: number;
  net: number;
}
const lines: Record<string, Line> = {};
const adaEmail = 'ada.obi@adaezefoods.ng';
const zenithAccount = `101234567${nubanCheckDigit('101234567', '057')}`;

/** 150000 -> '150,000.00', as a payslip's tables print an amount (their headings say ₦). */
const figure = (amount: number) =>
  amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const naira = (amount: number) => `₦${figure(amount)}`;

async function pdfText(pdf: Buffer | Uint8Array) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

async function employee(input: {
  name: string;
  state: string;
  staffNumber: string;
  email?: string;
  tin?: string;
  nhf: boolean;
  pfa: string;
  salaryAccount?: object;
}) {
  const [firstName = '', lastName = ''] = input.name.split(' ');
  const created = await company.call('POST', '/api/employees', {
    firstName,
    lastName,
    displayName: input.name,
    gender: 'female',
    phoneNumber: '08031234567',
    dateOfBirth: '1990-05-01',
    stateOfResidence: input.state,
    staffNumber: input.staffNumber,
    ...(input.email ? { email: input.email } : {}),
    ...(input.tin ? { tin: input.tin } : {}),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  const employment = await company.call('POST', '/api/employees/employment', {
    employee: id,
    jobTitle: 'Sales',
    startDate: '2025-06-01',
    basic: 50000,
    housing: 25000,
    transport: 10000,
    otherAllowances: [{ name: 'Other allowances', amount: 15000, pensionable: false, taxable: true }],
    nhf: input.nhf,
    pension: { pfa: input.pfa, rsaPin: `PEN1000${input.staffNumber.replace(/\D/g, '')}45678` },
    ...(input.salaryAccount ? { salaryAccount: input.salaryAccount } : {}),
  });
  expect(employment.statusCode, employment.body).toBe(201);
  return id;
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Adaeze Foods Ltd');
  other = await anotherCompany(test, company, 'Other Foods Ltd');
  ada = await employee({
    name: 'Ada Obi',
    state: 'Lagos',
    staffNumber: 'AF-001',
    email: adaEmail,
    tin: '12345678-0001',
    nhf: true,
    pfa: 'Stanbic IBTC Pension Managers',
    salaryAccount: { bankName: 'Zenith Bank', accountNo: zenithAccount },
  });
  bayo = await employee({ name: 'Bayo Ade', state: 'Ogun', staffNumber: 'AF-002', nhf: false, pfa: 'ARM Pension' });
  await postJournal(
    company,
    journalBody(
      company,
      [
        ['1050', 400000, 0],
        ['3300', 0, 400000],
      ],
      { date: '2026-01-02' },
    ),
  );
  const created = await company.call('POST', '/api/payroll', { period: '2026-01', bank: company.account('1050') });
  expect(created.statusCode, created.body).toBe(201);
  runId = created.json().data._id;
  for (const line of created.json().data.lines as Line[]) lines[line.employee.displayName] = line;
});

const url = (path: string) => `/api/payroll/${runId}${path}`;
const schedule = (kind: string, format = 'csv') => company.call('GET', url(`/schedules/${kind}?format=${format}`));

/** The CSV's table: the rows under the headings, the title block above them left out. */
function csvTable(response: LightMyRequestResponse) {
  const records = readCsvRecords(response.body).records as string[][];
  const headingRow = records.findIndex((record) => record[0] === 'Name' || record[0] === 'Employee');
  const rows = records.slice(headingRow + 1).filter((record) => record.some(Boolean));
  return { title: records.slice(0, headingRow), headings: records[headingRow], rows };
}

/** An amount as the CSV writes it: naira with two decimals, no grouping. */
const decimal = (amount: number) => amount.toFixed(2);

describe('before the run is approved', () => {
  it('prints a draft payslip stamped as one, and refuses to email payslips', async () => {
    const pdf = await company.call('GET', url(`/payslips/${ada}`));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toMatch(/draft: not approved/i);
    const send = await company.call('POST', url('/payslips/send'));
    expect(send.statusCode, send.body).toBe(409);
    expect(send.json().message).toBe('Payslips can be emailed once the payroll is approved: approve it first');
  });
});

describe('an approved run', () => {
  beforeAll(async () => {
    const approved = await company.call('PATCH', `/api/merchant/approve/${runId}?state=payroll&action=approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it("prints an employee's payslip: who, the month, every earning and deduction, net pay, year to date", async () => {
    const response = await company.call('GET', url(`/payslips/${ada}`));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Payslip January 2026 - Ada Obi.pdf');
    const { text, pages } = await pdfText(response.rawPayload);
    const line = lines['Ada Obi'] as Line;
    expect(pages).toBe(1);
    expect(text).toContain('Adaeze Foods Ltd 3 Ikorodu Road');
    expect(text).toContain('Payslip January 2026 Payroll PAY-00001');
    expect(text).toContain('Ada Obi AF-001 Sales');
    expect(text).toContain(`January 2026 31 of 31 Zenith Bank ${zenithAccount}`);
    // A table reads as its labels, then its figures in the same order.
    const table = (title: string, labels: string[], figures: number[]) =>
      `${title} (₦) ${labels.join(' ')} ${figures.map(figure).join(' ')}`;
    expect(text).toContain(
      `${table('EARNINGS', ['Basic', 'Housing', 'Transport', 'Other allowances'], [50000, 25000, 10000, 15000])} ` +
        `Gross pay ${figure(line.gross)}`,
    );
    expect(text).toContain(
      `${table('DEDUCTIONS', ['PAYE', 'Pension', 'NHF'], [line.paye, line.pensionEmployee, line.nhf])} ` +
        `Total deductions ${figure(line.gross - line.net)}`,
    );
    expect(text).toContain(`Net pay ${naira(line.net)}`);
    // January is the year's first month: the year to date is the month.
    expect(text).toContain(
      table(
        'YEAR TO DATE',
        ['Gross pay', 'Taxable pay', 'PAYE', 'Pension', 'Net pay'],
        [line.gross, line.taxable, line.paye, line.pensionEmployee, line.net],
      ),
    );
    expect(text).toContain(
      `${table('PAID BY THE COMPANY ON TOP', ['Pension', 'NHIA', 'NSITF', 'ITF'], [line.pensionEmployer, 0, line.nsitf, 0])} ` +
        `Total ${figure(line.pensionEmployer + line.nsitf)}`,
    );
    expect(text).not.toMatch(/draft/i);
  });

  it('prints every payslip of the run in one PDF, a page each', async () => {
    const response = await company.call('GET', url('/payslips'));
    expect(response.statusCode, response.body).toBe(200);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBe(2);
    expect(text).toContain('Ada Obi');
    expect(text).toContain('Bayo Ade');
    expect(text).toContain(`Net pay ${naira((lines['Bayo Ade'] as Line).net)}`);
    expect(text).toContain('None: paid by hand');
  });

  it('has no payslip for someone who is not on the run', async () => {
    const response = await company.call('GET', url(`/payslips/${runId}`));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Payslip not found');
  });

  it('bank schedule: the transfer to salary accounts with its total, the rest left to pay by hand', async () => {
    const response = await schedule('bank');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const { title, headings, rows } = csvTable(response);
    expect(title.flat()).toContain('Salary bank schedule January 2026');
    expect(headings).toEqual(['Name', 'Bank', 'Bank code', 'Account number', 'Amount', 'Narration']);
    const adaNet = decimal((lines['Ada Obi'] as Line).net);
    const bayoNet = decimal((lines['Bayo Ade'] as Line).net);
    expect(rows).toEqual([
      ['Ada Obi', 'Zenith Bank', '057', zenithAccount, adaNet, 'Salary January 2026'],
      ['Total to transfer', '', '', '', adaNet, ''],
      ['Not in the transfer', '', '', '', '', ''],
      ['Bayo Ade', '', '', '', bayoNet, 'No salary account: pay by hand'],
      ['Left to pay by hand', '', '', '', bayoNet, ''],
    ]);
    expect((await schedule('bank', 'pdf')).statusCode).toBe(400);
  });

  it('PAYE schedule: each State IRS with its employees, TIN and subtotal, and the total', async () => {
    const { rows } = csvTable(await schedule('paye'));
    const [adaLine, bayoLine] = [lines['Ada Obi'] as Line, lines['Bayo Ade'] as Line];
    const figures = (line: Line) => [decimal(line.gross), decimal(line.taxable), decimal(line.paye)];
    expect(rows).toEqual([
      ['Lagos', '', '', '', '', ''],
      ['Ada Obi', 'AF-001', '12345678-0001', ...figures(adaLine)],
      ['Total Lagos', '', '', ...figures(adaLine)],
      ['Ogun', '', '', '', '', ''],
      ['Bayo Ade', 'AF-002', '', ...figures(bayoLine)],
      ['Total Ogun', '', '', ...figures(bayoLine)],
      [
        'Total PAYE',
        '',
        '',
        decimal(adaLine.gross + bayoLine.gross),
        decimal(adaLine.taxable + bayoLine.taxable),
        decimal(adaLine.paye + bayoLine.paye),
      ],
    ]);
    const run = (await company.call('GET', `/api/payroll/${runId}`)).json().data;
    expect(rows.at(-1)?.[5]).toBe(decimal(run.totals.paye));
  });

  it('pension schedule: each PFA with RSA PINs, both contributions and a subtotal', async () => {
    const { rows } = csvTable(await schedule('pension'));
    const shares = (line: Line) => [
      decimal(line.pensionEmployee),
      decimal(line.pensionEmployer),
      decimal(line.pensionEmployee + line.pensionEmployer),
    ];
    const [adaLine, bayoLine] = [lines['Ada Obi'] as Line, lines['Bayo Ade'] as Line];
    expect(rows.slice(0, 6)).toEqual([
      ['ARM Pension', '', '', '', ''],
      ['Bayo Ade', 'PEN100000245678', ...shares(bayoLine)],
      ['Total ARM Pension', '', ...shares(bayoLine)],
      ['Stanbic IBTC Pension Managers', '', '', '', ''],
      ['Ada Obi', 'PEN100000145678', ...shares(adaLine)],
      ['Total Stanbic IBTC Pension Managers', '', ...shares(adaLine)],
    ]);
    expect(rows[6]?.[0]).toBe('Total pension');
  });

  it('NHF schedule: only the employees who contribute, with their basic pay', async () => {
    const { rows } = csvTable(await schedule('nhf'));
    const nhf = decimal((lines['Ada Obi'] as Line).nhf);
    expect(nhf).not.toBe('0.00');
    expect(rows).toEqual([
      ['Ada Obi', 'AF-001', '50000.00', nhf],
      ['Total NHF', '', '50000.00', nhf],
    ]);
  });

  it('opens as a workbook with the same rows, and as a PDF', async () => {
    const csv = csvTable(await schedule('paye')).rows;
    const response = await schedule('paye', 'xlsx');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const values: string[][] = [];
    let below = false;
    sheet.eachRow((row) => {
      const cells = (row.values as ExcelJS.CellValue[]).slice(1);
      const text = (cell: ExcelJS.CellValue) => (typeof cell === 'number' ? decimal(cell) : String(cell ?? ''));
      if (below) values.push(Array.from({ length: 6 }, (_, index) => text(cells[index] ?? null)));
      if (cells[0] === 'Employee') below = true;
    });
    expect(values).toEqual(csv);
    const pdf = await schedule('pension', 'pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Pension schedule January 2026');
    expect(text).toContain('Stanbic IBTC Pension Managers');
  });

  it('emails each employee with an address their payslip, and names who has none', async () => {
    const response = await company.call('POST', url('/payslips/send'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: '1 payslip is on its way',
      data: { queued: 1, skipped: [{ _id: bayo, displayName: 'Bayo Ade' }] },
    });
    const email = await test.inbox.waitFor(adaEmail, /^Payslip for January 2026 from Adaeze Foods Ltd$/);
    const attached = mimeParts(email.raw).find((part) => part.type === 'application/pdf');
    expect(attached?.fileName).toBe('Payslip January 2026 - Ada Obi.pdf');
    const { text } = await pdfText(attached?.body ?? Buffer.alloc(0));
    expect(text).toContain('Ada Obi');
    expect(text).toContain(`Net pay ${naira((lines['Ada Obi'] as Line).net)}`);
    expect(text).not.toContain('Bayo Ade');
  });
});

describe('who may have them', () => {
  const routes = () =>
    [
      ['GET', url('/payslips')],
      ['GET', url(`/payslips/${ada}`)],
      ['POST', url('/payslips/send')],
      ...['bank', 'paye', 'pension', 'nhf'].map((kind) => ['GET', url(`/schedules/${kind}`)] as const),
    ] as const;

  it('hides a run from another company, even that it exists', async () => {
    for (const [method, path] of routes()) {
      const response = await other.call(method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it('refuses a member without payroll.view, and schedules to one who may not export', async () => {
    const clerk = await addMember(test, company.companyId, ['sales.view', 'reports.export']);
    for (const [method, path] of routes()) {
      const response = await test.app.inject({ method, url: path, headers: clerk.headers });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    const viewer = await addMember(test, company.companyId, ['payroll.view']);
    const payslip = await test.app.inject({ method: 'GET', url: url(`/payslips/${ada}`), headers: viewer.headers });
    expect(payslip.statusCode).toBe(200);
    const paye = await test.app.inject({ method: 'GET', url: url('/schedules/paye'), headers: viewer.headers });
    expect(paye.statusCode).toBe(403);
    expect(paye.json().message).toBe(exportRefusal);
  });
});
