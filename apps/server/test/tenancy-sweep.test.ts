import { randomUUID } from 'node:crypto';
import { addDays, permissionCatalog, todayInLagos } from '@owo/core';
import { tenantTables } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from './accounting.ts';
import { addBankAccount, gtbankCsv, importCsv, journalOf } from './bank.ts';
import { branchMember } from './branch-member.ts';
import { addMember, createTestApp, type TestApp } from './harness.ts';
import {
  catalogTables,
  changedTables,
  isTenantTable,
  queryRows,
  type TableInfo,
  TENANT_ROOT,
  tenantFingerprints,
} from './tenancy.ts';

/*
 * The cross-company sweep (DESIGN.md section 9): company B gets one of each kind of record the API
 * has; then, as the owner of company A with A's x-company-id, every operation in /api/openapi.json
 * that has an id slot (path, query, undeclared list filter, request body) is called with B's ids in
 * it, and once more with B's company id in x-company-id. Every such call must answer 404 or 400 and
 * change nothing of either company. Requests are made from the OpenAPI document and the JSON schemas
 * of the bodies, so a route added later is swept without editing this file. A last pass does the
 * same as a member of A whose role is limited to A's first branch, with the ids of what belongs to
 * A's second branch (found from the schema: every table with a branch_id, and what hangs off it).
 */

/**
 * Operations that cannot be swept, each with the reason: `METHOD /api/path` -> why. An operation
 * that cannot be exercised and is not listed here fails the coverage test, naming it.
 */
const EXEMPT: Record<string, string> = {};

/** Words of the API that name a table by another word ("ledger lines" are journal_lines). */
const SYNONYMS: Record<string, string> = { ledger: 'journal', chart: 'account', coa: 'account' };
/**
 * Fields named like a kind of record that hold none of Owo's: the NRS business ID (a UUID NRS
 * gives) is no business type, an NRS API key no idempotency key. Kept as given, never looked up.
 */
const NOT_IDS = new Set(['businessId', 'apiKey']);
/** Words that name no kind of record: a slot named only by them takes its kind from the path. */
const NOISE = new Set(['id', 'of', 'by', 'get', 'the', 'to', 'a', 'api', 'double']);

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  list: boolean;
  description: string;
  access: 'public' | 'user' | 'company' | 'unknown';
  probe: string;
}

type Path = Array<string | number>;
interface Slot {
  where: 'path' | 'query' | 'body';
  /** Every kind it holds is a platform table's: no id of a company's can belong there. */
  platform?: boolean;
  /** The parameter name, or the body path as lines.0.account. */
  key: string;
  at: Path;
  schema: Schema | undefined;
  kinds: string[];
  filler: string;
  values: string[];
}

interface Coverage {
  access: Operation['access'];
  slots: string[];
  requests: number;
  note: string;
  statuses: Record<string, number>;
  /** Distinct refusals, to see whether 400s came from the id or from something else in the body. */
  messages: Set<string>;
}

let test: TestApp;
let a: AccountingCompany;
let b: AccountingCompany;
let tables: TableInfo[];
let operations: Operation[];
/** Ids by kind (a table name, `companies`, or `api` for ids B's answers showed that no table holds). */
const pools = { a: new Map<string, string[]>(), b: new Map<string, string[]>(), platform: new Map<string, string[]>() };
/** Every id and name of B's, for the leak check. */
let secretsOfB: string[] = [];
const names: Record<string, string> = {};
const coverage = new Map<string, Coverage>();
/** Refused or not, by operation and slot: one line per slot that let B's ids through. */
interface Outcome {
  total: number;
  wrong: number;
  statuses: Record<string, number>;
  example: string;
}
const failures = {
  ids: new Map<string, Outcome>(),
  idsWithoutRowSecurity: new Map<string, Outcome>(),
  filters: new Map<string, Outcome>(),
  header: new Map<string, Outcome>(),
};
/** Slots holding ids of platform tables (a state, a sub category) that took one of B's ids. */
const platformNotes: string[] = [];
/** Refusals with 409 in requests that also held A's ids. */
const inconclusive: string[] = [];
const timings: string[] = [];
const leaks: string[] = [];
const changes: string[] = [];
const undeclaredFilters: string[] = [];
let fingerprintsAtStart: Map<string, string>;
/** How many ids B's answers showed during the set-up. */
let apiIdsSeen = 0;
let lastFingerprints: Map<string, string>;

// ---------------------------------------------------------------------------------------------
// Setting up the two companies through the API

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::\d+)?/gi;
const harvest = (text: string, into: Set<string>) => {
  for (const match of text.matchAll(UUID)) into.add(match[0].toLowerCase());
};

interface DetailJson {
  _id: string;
  statementLines: Array<{ _id: string; date: string; amount: number; status: string }>;
  ledgerLines: Array<{ _id: string; date: string; amount: number; cleared: boolean; matchedStatementLines: string[] }>;
}

async function expectData<T>(response: LightMyRequestResponse, what: string): Promise<T> {
  if (response.statusCode < 200 || response.statusCode > 299)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/** Matches every unmatched statement line to an uncleared ledger line of the same date and amount. */
async function matchByHand(company: AccountingCompany, detail: DetailJson) {
  let current = detail;
  for (const line of detail.statementLines.filter((candidate) => candidate.status === 'unmatched')) {
    const ledgerLine = current.ledgerLines.find(
      (candidate) => !candidate.cleared && candidate.amount === line.amount && candidate.date === line.date,
    );
    if (!ledgerLine) continue;
    current = await expectData<DetailJson>(
      await company.call('POST', `/api/reconciliations/${current._id}/matches`, {
        statementLines: [line._id],
        ledgerLines: [ledgerLine._id],
      }),
      'match',
    );
  }
  return current;
}

/** A receipt (a 1x1 PNG) attached to a journal through a real multipart upload; its ids are seen like the rest. */
async function attachReceipt(
  owner: AccountingCompany,
  journalId: string,
  seen: Set<string>,
  url = `/api/attachments?ownerKind=journal&ownerId=${journalId}`,
) {
  const boundary = 'SweepBoundary';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await test.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-company-id': owner.companyId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  harvest(response.body, seen);
  await expectData(response, 'attachment');
}

/**
 * One of each kind of record the API makes: an account, opening balances, draft, rejected and
 * posted journals, a bank account with an imported statement, a finished reconciliation and one in
 * progress with a match, a lock date and (for B) a second member. Answers the ids the API showed.
 */
async function setUpCompany(name: string, marker: string, withMember: boolean) {
  const owner = await accountingCompany(test, name);
  const seen = new Set<string>();
  const company: AccountingCompany = {
    ...owner,
    async call(method, url, payload) {
      const response = await owner.call(method, url, payload);
      harvest(response.body, seen);
      return response;
    },
  };
  const subCategories = await expectData<Array<{ _id: string; account_type: string }>>(
    await company.call('GET', '/api/double-entry/sub-category-accounts?limit=1000'),
    'sub categories',
  );
  const expense = subCategories.find((item) => item.account_type === 'Expense') ?? subCategories[0];
  const custom = await expectData<{ _id: string }>(
    await company.call('POST', '/api/double-entry/chart-of-accounts', {
      account_name: `${marker} generator fuel`,
      sub_category_account: expense?._id,
    }),
    'account',
  );
  const [branch] = await expectData<Array<{ _id: string }>>(await company.call('GET', '/api/branches'), 'branches');
  await expectData(
    await company.call('POST', '/api/double-entry/opening-balances', {
      date: '2026-01-01',
      lines: [{ account: company.account('1000'), debit: 50_000, credit: 0 }],
    }),
    'opening balances',
  );
  const journal = (reference: string, amount: number) =>
    journalBody(
      company,
      [
        ['6100', amount, 0],
        ['1000', 0, amount],
      ],
      { branch: branch?._id, reference: `${marker} ${reference}`, date: '2026-01-15' },
    );
  await expectData(await company.call('POST', '/api/double-entry/journal', journal('draft', 1_000)), 'draft journal');
  const rejected = await expectData<{ _id: string }>(
    await company.call('POST', '/api/double-entry/journal', journal('rejected', 2_000)),
    'journal',
  );
  await expectData(
    await company.call('PATCH', `/api/merchant/approve/${rejected._id}?state=journal&action=reject`),
    'rejection',
  );
  const posted = await postJournal(company, journal('posted', 3_000));
  await postJournal(
    company,
    journalOf(
      [
        [custom._id, 4_000, 0],
        [company.account('1000'), 0, 4_000],
      ],
      { date: '2026-01-20', reference: `${marker} fuel` },
    ),
  );
  const bank = await addBankAccount(company);
  const bankJournal = (date: string, other: string, amount: number) =>
    postJournal(
      company,
      journalOf(
        amount > 0
          ? [
              [bank._id, amount, 0],
              [other, 0, amount],
            ]
          : [
              [other, -amount, 0],
              [bank._id, 0, -amount],
            ],
        { date, reference: `${marker} bank ${date}` },
      ),
    );
  await bankJournal('2026-02-10', company.account('3000'), 100_000);
  await bankJournal('2026-03-05', company.account('4000'), 20_000);
  await bankJournal('2026-03-20', company.account('6100'), -5_000);
  // A cheque not yet presented: a ledger line left to clear by hand.
  await bankJournal('2026-03-25', company.account('6100'), -7_000);
  await expectData(
    await importCsv(
      company,
      bank._id,
      gtbankCsv([
        { date: '2026-02-10', amount: 100_000, balance: 100_000, remarks: `${marker} CAPITAL` },
        { date: '2026-03-05', amount: 20_000, balance: 120_000, remarks: `${marker} NIP TRF FROM CUSTOMER` },
        { date: '2026-03-20', amount: -5_000, balance: 115_000, remarks: `${marker} TRANSFER TO LANDLORD` },
        { date: '2026-03-31', amount: -50, balance: 114_950, remarks: `${marker} STAMP DUTY` },
      ]),
    ),
    'statement import',
  );
  const february = await matchByHand(
    company,
    await expectData<DetailJson>(
      await company.call('POST', '/api/reconciliations', {
        account: bank._id,
        statementDate: '2026-02-28',
        statementBalance: 100_000,
      }),
      'February reconciliation',
    ),
  );
  await expectData(await company.call('POST', `/api/reconciliations/${february._id}/finish`), 'finish');
  let march = await expectData<DetailJson>(
    await company.call('POST', '/api/reconciliations', {
      account: bank._id,
      statementDate: '2026-03-31',
      statementBalance: 114_950,
    }),
    'March reconciliation',
  );
  if (!march.statementLines.some((line) => line.status === 'matched')) march = await matchByHand(company, march);
  if (!march.statementLines.some((line) => line.status === 'matched')) throw new Error('no match in March');
  await expectData(await company.call('PATCH', '/api/settings/lock-date', { lockDate: '2025-12-31' }), 'lock date');
  await expectData(
    await company.call('POST', '/api/discounts', { name: `${marker} sale`, code: marker, type: 'value', value: 500 }),
    'discount',
  );
  const category = await expectData<{ _id: string }>(
    await company.call('POST', '/api/products/categories', { name: `${marker} food`, description: `${marker} food` }),
    'product category',
  );
  await expectData(
    await company.call('POST', '/api/products', { name: `${marker} rice`, price: 500, category: category._id }),
    'product',
  );
  const customer = (branchId: string | undefined, name: string) => ({
    companyName: `${marker} ${name}`,
    invoice: marker.slice(0, 3),
    fullName: `${marker} ${name} buyer`,
    phoneNumber: '08031234567',
    email: `${name.toLowerCase()}@${marker.toLowerCase()}.ng`,
    officeAddress: `${marker} 5 Marina`,
    branch: branchId,
  });
  const buyer = await expectData<{ _id: string }>(
    await company.call('POST', '/api/customer', customer(branch?._id, 'Foods')),
    'customer',
  );
  await attachReceipt(owner, posted._id, seen);
  // A second branch with journals of its own: what a member limited to the first may not see (branch pass).
  const second = await expectData<{ _id: string }>(
    await company.call('POST', '/api/branches', { name: `${marker} Ikeja`, address: `${marker} 12 Allen Avenue` }),
    'second branch',
  );
  const inSecond = (reference: string, amount: number) =>
    journalBody(
      company,
      [
        ['6100', amount, 0],
        ['1000', 0, amount],
      ],
      { branch: second._id, reference: `${marker} Ikeja ${reference}`, date: '2026-01-16' },
    );
  await expectData(await company.call('POST', '/api/double-entry/journal', inSecond('draft', 1_100)), 'draft in Ikeja');
  await attachReceipt(owner, (await postJournal(company, inSecond('posted', 3_300)))._id, seen);
  const ikejaBuyer = await expectData<{ _id: string }>(
    await company.call('POST', '/api/customer', customer(second._id, 'Ikeja')),
    'customer in Ikeja',
  );
  // Vendors, one per branch: a Zenith Bank account (057) whose tenth digit is its NUBAN check digit.
  const vendor = (branchId: string | undefined, name: string) => ({
    ...customer(branchId, name),
    state: 'Lagos',
    bankDetails: { bankName: 'Zenith Bank', accountNo: '1012345671' },
  });
  const supplier = await expectData<{ _id: string }>(
    await company.call('POST', '/api/vendor', vendor(branch?._id, 'Supplies')),
    'vendor',
  );
  const ikejaSupplier = await expectData<{ _id: string }>(
    await company.call('POST', '/api/vendor', vendor(second._id, 'Stores')),
    'vendor in Ikeja',
  );
  // Stock: a tracked product received at the first branch and partly moved to the second.
  const tracked = await expectData<{ _id: string }>(
    await company.call('POST', '/api/products', { name: `${marker} beans`, price: 800, trackItem: true, lowStock: 1 }),
    'tracked product',
  );
  const stockLine = { product: tracked._id, date: '2026-01-17' };
  await expectData(
    await company.call('POST', '/api/products/stock', {
      ...stockLine,
      branch: branch?._id,
      quantity: 5,
      cost: 4_000,
      account: company.account('1000'),
    }),
    'stock',
  );
  await expectData(
    await company.call('POST', '/api/products/transfers', {
      fromBranch: branch?._id,
      toBranch: second._id,
      date: '2026-01-17',
      lines: [{ product: tracked._id, quantity: 2 }],
    }),
    'transfer',
  );
  // Selling: an approved invoice part paid, a sales receipt, and an estimate in the second branch.
  const sale = (customerId: string, branchId: string | undefined) => ({
    customer: customerId,
    branch: branchId,
    address: `${marker} 5 Marina`,
    items: [{ product: tracked._id, description: `${marker} beans`, quantity: 1, price: 800 }],
  });
  const invoice = await expectData<{ _id: string }>(
    await company.call('POST', '/api/invoices', {
      ...sale(buyer._id, branch?._id),
      date: '2026-01-18',
      dueDate: '2026-02-17',
      status: 'approved',
    }),
    'invoice',
  );
  const [method] = await expectData<Array<{ _id: string }>>(
    await company.call('GET', '/api/payments/method'),
    'methods',
  );
  await expectData(
    await company.call('POST', '/api/payments', {
      customer: buyer._id,
      branch: branch?._id,
      paymentDate: '2026-01-19',
      bank: company.account('1000'),
      paymentMethod: method?._id,
      amountReceived: 300,
      items: [{ id: invoice._id }],
    }),
    'payment',
  );
  await expectData(
    await company.call('POST', '/api/invoices/receipt', {
      ...sale(buyer._id, branch?._id),
      paymentDate: '2026-01-19',
      paymentMethod: method?._id,
      bank: company.account('1000'),
    }),
    'sales receipt',
  );
  await expectData(
    await company.call('POST', '/api/invoices/estimate', {
      ...sale(ikejaBuyer._id, second._id),
      validFrom: '2026-01-20',
      validTill: '2026-02-20',
    }),
    'estimate in Ikeja',
  );
  await expectData(
    await company.call('POST', '/api/invoices/credit-note', {
      invoice: invoice._id,
      date: '2026-01-20',
      reason: 'allowance',
      items: [
        { product: tracked._id, description: `${marker} bruised beans`, quantity: 1, price: 100, invoiceLine: 1 },
      ],
    }),
    'credit note',
  );
  await expectData(
    await company.call('POST', '/api/invoices/recurring', {
      ...sale(ikejaBuyer._id, second._id),
      name: `${marker} monthly beans`,
      frequency: 'monthly',
      // Not due while the sweep runs, and within the year ahead a schedule may start in.
      startDate: addDays(todayInLagos(), 300),
    }),
    'recurring invoice in Ikeja',
  );
  // Spending: an expense in each branch, the one in Ikeja with its receipt attached.
  const spend = (payee: string, branchId: string | undefined, reference: string) => ({
    vendor: payee,
    branch: branchId,
    date: '2026-01-21',
    referenceNo: `${marker} ${reference}`,
    paymentMethod: method?._id,
    bank: company.account('1000'),
    items: [{ chartofAccount: custom._id, description: `${marker} diesel`, price: 900 }],
  });
  await expectData(await company.call('POST', '/api/expenses', spend(supplier._id, branch?._id, 'fuel')), 'expense');
  const ikejaExpense = await expectData<{ _id: string }>(
    await company.call('POST', '/api/expenses', spend(ikejaSupplier._id, second._id, 'Ikeja fuel')),
    'expense in Ikeja',
  );
  await attachReceipt(owner, ikejaExpense._id, seen, `/api/expenses/${ikejaExpense._id}/attachments`);
  // People: a department, an employee in each branch, each with an employment.
  const department = await expectData<{ _id: string }>(
    await company.call('POST', '/api/employees/department', { name: `${marker} Sales`, description: 'Sells' }),
    'department',
  );
  for (const [branchId, name] of [
    [branch?._id, 'Chioma'],
    [second._id, 'Tunde'],
  ] as const) {
    const employee = await expectData<{ _id: string }>(
      await company.call('POST', '/api/employees', {
        firstName: name,
        lastName: marker,
        displayName: `${name} ${marker}`,
        gender: 'female',
        phoneNumber: '08031234567',
        dateOfBirth: '1990-04-12',
        stateOfResidence: 'Lagos',
        staffNumber: `${marker}-${name}`,
        department: department._id,
        branch: branchId,
      }),
      `employee ${name}`,
    );
    await expectData(
      await company.call('POST', '/api/employees/employment', {
        employee: employee._id,
        jobTitle: `${marker} cashier`,
        startDate: '2026-01-01',
        basic: 120000,
        salaryAccount: { bankName: 'Zenith Bank', accountNo: '1012345671' },
      }),
      `employment of ${name}`,
    );
  }
  // Payroll: January for each branch, the Ikeja one sent for approval.
  for (const [branchId, submit] of [
    [branch?._id, false],
    [second._id, true],
  ] as const) {
    await expectData(
      await company.call('POST', '/api/payroll', {
        period: '2026-01',
        branch: branchId,
        bank: company.account('1000'),
        submit,
      }),
      `payroll of ${submit ? 'Ikeja' : 'the first branch'}`,
    );
  }
  // Tax returns: VAT charged in April (a journal), its return filed and part paid, the receipt attached (issue 29).
  await postJournal(
    company,
    journalOf(
      [
        [bank._id, 750, 0],
        [company.account('2100'), 0, 750],
      ],
      { date: '2026-04-10', reference: `${marker} VAT` },
    ),
  );
  const vatReturn = await expectData<{ _id: string }>(
    await company.call('POST', '/api/tax/returns', {
      type: 'vat',
      period: '2026-04',
      filedOn: '2026-05-10',
      reference: `${marker} NRS`,
    }),
    'VAT return',
  );
  const taxPayment = await expectData<{ _id: string }>(
    await company.call('POST', '/api/tax/payments', {
      return: vatReturn._id,
      bank: bank._id,
      date: '2026-05-12',
      amount: 500,
      reference: `${marker} RRR`,
    }),
    'tax payment',
  );
  await attachReceipt(owner, taxPayment._id, seen, `/api/tax/payments/${taxPayment._id}/attachments`);
  if (withMember) await addMember(test, company.companyId, ['accounting.view'], `${marker} viewer`);
  // Whatever the lists show B's owner is part of what B's ids are.
  for (const operation of operations.filter((one) => one.method === 'GET' && one.access === 'company'))
    if (!operation.path.includes('{')) await company.call('GET', `${operation.path}?limit=1000`);
  return { company: owner, seen, marker, branches: { first: branch?._id ?? '', second: second._id } };
}

// ---------------------------------------------------------------------------------------------
// Reading the OpenAPI document

let components: Record<string, Schema> = {};
const resolve = (schema: Schema | undefined): Schema => {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve), { allOf: undefined });
  return schema;
};
const typeOf = (schema: Schema) => {
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
};

async function readOperations(): Promise<Operation[]> {
  const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, Schema> };
  };
  components = document.components?.schemas ?? {};
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
        description?: string;
      };
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      const answer = resolve(success?.content?.['application/json']?.schema);
      found.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        list: Boolean(answer.properties?.pageInfo),
        description: operation.description ?? '',
        access: 'unknown',
        probe: '',
      });
    }
  return found;
}

/**
 * Who may call an operation, from how the API answers a made-up session without a company: a
 * company route asks for x-company-id before anything else, a user route refuses the session,
 * a public route answers without either. Nothing runs: the session does not exist.
 */
async function classify(operation: Operation) {
  const response = await test.app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{\w+\}/g, 'probe'),
    headers: { authorization: 'Bearer no-such-session' },
  });
  const message = String((response.json() as { message?: string }).message ?? '');
  operation.probe = `${response.statusCode} ${message}`;
  if (response.statusCode === 400 && /x-company-id/i.test(message)) operation.access = 'company';
  else if (response.statusCode === 401) operation.access = 'user';
  else if (response.statusCode < 500) operation.access = 'public';
}

// ---------------------------------------------------------------------------------------------
// Kinds of ids: which table a slot's id belongs to, from its name or the path around it

const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ch|sh|ss|x)es$/.test(word)
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;
const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
    .map((word) => SYNONYMS[word] ?? word)
    .filter((word) => !NOISE.has(word));
const snakeSingular = (text: string) => words(text).join('_');

let kindWords: Map<string, string[]>;

function bestKinds(tokens: string[]): string[] {
  if (tokens.length === 0) return [];
  let best = 0;
  let kinds: string[] = [];
  for (const [kind, kindTokens] of kindWords) {
    const shared = kindTokens.filter((token) => tokens.includes(token)).length;
    const score = shared / new Set([...kindTokens, ...tokens]).size;
    if (score > best) [best, kinds] = [score, [kind]];
    else if (score === best && score > 0) kinds.push(kind);
  }
  return kinds;
}

/** The kinds a slot holds: by its own name, else by the nearest path segment, else by the query's enums. */
function inferKinds(operation: Operation, name: string, where: Slot['where']): string[] {
  const own = bestKinds(words(name));
  if (own.length) return own;
  const segments = operation.path.split('/').filter(Boolean);
  const end = where === 'path' ? segments.indexOf(`{${name}}`) : segments.length;
  for (let index = end - 1; index >= 0; index -= 1) {
    const segment = segments[index] ?? '';
    if (segment.startsWith('{')) continue;
    const kinds = bestKinds(words(segment));
    if (kinds.length) return kinds;
  }
  for (const parameter of operation.parameters) {
    const first = resolve(parameter.schema).enum?.[0];
    if (parameter.in === 'query' && typeof first === 'string') {
      const kinds = bestKinds(words(first));
      if (kinds.length) return kinds;
    }
  }
  return [];
}

/**
 * A string field that holds an id: uuid-shaped, 36 long, or named after a kind of record. A field
 * no id could be sent in (a number, or a pattern an id does not match, as `limit`'s digits) holds
 * none, whatever its name: the server refuses the id before any lookup.
 */
function holdsId(schema: Schema, name: string): boolean {
  if (schema.enum || schema.const !== undefined || NOT_IDS.has(name)) return false;
  if (!['string', undefined].includes(typeOf(schema)) || !fits(randomUUID(), schema)) return false;
  if (schema.format === 'uuid' || /\[0-9a-f\]\{8\}/i.test(schema.pattern ?? '') || schema.maxLength === 36) return true;
  return kindNamed(name);
}

/** A name that is a kind's (account, branch, bank_account, statementLines, sub_category, parent). */
function kindNamed(name: string): boolean {
  const field = snakeSingular(name);
  if (!field) return false;
  for (const kind of kindWords.keys()) {
    const table = snakeSingular(kind);
    if (table === field || table.endsWith(`_${field}`) || table.startsWith(`${field}_`) || field.endsWith(`_${table}`))
      return true;
  }
  return false;
}

function containsId(raw: Schema | undefined, name: string): boolean {
  const schema = resolve(raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => containsId(branch, name));
  switch (typeOf(schema)) {
    case 'object':
      return Object.entries(schema.properties ?? {}).some(([key, value]) => containsId(value, key));
    case 'array':
      return containsId(schema.items, name);
    case 'string':
      return holdsId(schema, name);
    default:
      return false;
  }
}

function fits(value: string, raw: Schema | undefined): boolean {
  const schema = resolve(raw);
  if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
    return false;
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  return true;
}

/**
 * B's ids for a slot: the oldest and the two newest of each kind it holds (the seeded ones and
 * those the set-up made), and B's company id. A slot of no known kind, or of a platform table's
 * kind, gets one id of every kind B has.
 */
function valuesOfB(slot: Pick<Slot, 'kinds' | 'schema'>): string[] {
  const values = new Set<string>();
  const tenantKinds = slot.kinds.filter((kind) => pools.b.has(kind));
  for (const kind of tenantKinds) {
    const ids = (pools.b.get(kind) ?? []).filter((id) => fits(id, slot.schema));
    for (const id of [ids[0], ids.at(-1), ids.at(-2)]) if (id) values.add(id);
  }
  for (const [kind, ids] of pools.b) {
    if (tenantKinds.includes(kind) || (tenantKinds.length && kind !== TENANT_ROOT)) continue;
    const id = ids.find((candidate) => fits(candidate, slot.schema));
    if (id) values.add(id);
  }
  return [...values];
}

/** A's own id of the slot's kind: the newest first, the next for the next array item. */
function fillerOfA(kinds: string[], schema: Schema | undefined, index: number): string {
  for (const kind of kinds) {
    const own = (pools.a.get(kind) ?? []).filter((id) => fits(id, schema)).reverse();
    const shared = (pools.platform.get(kind) ?? []).filter((id) => fits(id, schema));
    const ids = own.length ? own : shared;
    if (ids.length) return ids[index % ids.length] as string;
  }
  return randomUUID();
}

const isPlatform = (kinds: string[]) => kinds.length > 0 && kinds.every((kind) => pools.platform.has(kind));
const kindOfB = (id: string) => [...pools.b].find(([, ids]) => ids.includes(id))?.[0] ?? '?';

// ---------------------------------------------------------------------------------------------
// Requests from JSON schemas

const PLAIN_CANDIDATES = ['NGN', 'NG', '2026-03-31', '9100', '08031234567', '+2348031234567', 'Sweep', 'sweep-1'];

function plainString(schema: Schema, name: string): string {
  if (schema.format === 'date' || /date$/i.test(name)) return '2026-03-31';
  if (schema.format === 'email' || /email/i.test(name)) return 'sweep@example.ng';
  if (/phone/i.test(name)) return '08031234567';
  if (schema.pattern) {
    const candidate = PLAIN_CANDIDATES.find((value) => fits(value, schema));
    if (candidate) return candidate;
  }
  const text = 'Sweep test value for tenancy'.slice(0, schema.maxLength ?? 100);
  return text.padEnd(schema.minLength ?? 0, 'x');
}

function plainNumber(schema: Schema): number {
  let value = 100;
  if (schema.minimum !== undefined && value < schema.minimum) value = schema.minimum;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

interface Generating {
  operation: Operation;
  slots: Slot[];
  itemIndex?: number;
  inArray: boolean;
}

/** A valid-looking value for a schema; id fields get A's own ids and are recorded as slots. */
function generate(raw: Schema | undefined, name: string, at: Path, context: Generating): unknown {
  const schema = resolve(raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((one) => typeOf(resolve(one)) !== 'null') ?? branches[0];
    return generate(branch, name, at, context);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const properties = schema.properties ?? {};
      for (const [key, property] of Object.entries(properties)) {
        const wanted = schema.required?.includes(key) || context.inArray || containsId(property, key);
        if (wanted) value[key] = generate(property, key, [...at, key], { ...context, inArray: false });
      }
      // Lines: debits equal credits, the first line a debit and the second a credit.
      if ('debit' in properties && 'credit' in properties && context.itemIndex !== undefined) {
        value.debit = context.itemIndex % 2 === 0 ? 100 : 0;
        value.credit = context.itemIndex % 2 === 0 ? 0 : 100;
      }
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(2, schema.maxItems ?? 2));
      return Array.from({ length: count }, (_, index) =>
        generate(schema.items, name, [...at, index], { ...context, inArray: true, itemIndex: index }),
      );
    }
    case 'integer':
      return Math.round(plainNumber(schema));
    case 'number':
      return plainNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default: {
      if (!holdsId(schema, name)) return plainString(schema, name);
      const kinds = inferKinds(context.operation, name, 'body');
      const index =
        typeof at.at(-2) === 'number'
          ? (at.at(-2) as number)
          : typeof at.at(-1) === 'number'
            ? (at.at(-1) as number)
            : 0;
      const slot: Slot = {
        where: 'body',
        key: at.join('.'),
        at,
        schema,
        kinds,
        filler: fillerOfA(kinds, schema, index),
        values: [],
      };
      slot.values = valuesOfB(slot);
      slot.platform = isPlatform(kinds);
      // A field no id of B's can fit (a currency code...) is a plain value of its kind.
      if (slot.values.length) context.slots.push(slot);
      return slot.filler;
    }
  }
}

interface Plan {
  operation: Operation;
  slots: Slot[];
  body: unknown;
  plainQuery: Record<string, string>;
}

function plan(operation: Operation): Plan {
  const slots: Slot[] = [];
  const plainQuery: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header' || parameter.in === 'cookie') continue;
    const schema = resolve(parameter.schema);
    const kinds = inferKinds(operation, parameter.name, parameter.in);
    if (parameter.in === 'path' || holdsId(schema, parameter.name)) {
      const slot: Slot = {
        where: parameter.in,
        key: parameter.name,
        at: [parameter.name],
        schema,
        kinds,
        filler: fillerOfA(kinds, schema, 0),
        values: [],
      };
      slot.values = valuesOfB(slot);
      slot.platform = isPlatform(kinds);
      slots.push(slot);
    } else if (parameter.required) {
      plainQuery[parameter.name] = String(generate(schema, parameter.name, [], { operation, slots, inArray: false }));
    }
  }
  const body =
    operation.body === undefined ? undefined : generate(operation.body, '', [], { operation, slots, inArray: false });
  return { operation, slots, body, plainQuery };
}

/** Every slot holding one of B's ids: two slots of one kind (two lines' accounts) get two different ids. */
function everySlotOfB(planned: Plan): Map<string, string> {
  const usedOfKind = new Map<string, number>();
  return new Map(
    planned.slots.map((slot) => {
      const kind = slot.kinds.join('|');
      const index = usedOfKind.get(kind) ?? 0;
      usedOfKind.set(kind, index + 1);
      return [`${slot.where}:${slot.key}`, slot.values[index % slot.values.length] ?? ''];
    }),
  );
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
function setAt(target: unknown, at: Path, value: string) {
  let node = target as Record<string | number, unknown>;
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[at.at(-1) as string | number] = value;
}

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

interface Sent {
  label: string;
  url: string;
  payload: unknown;
  response: LightMyRequestResponse;
  /** A read that answered exactly as it does with made-up ids in place of the ids tried. */
  likeMadeUp?: boolean;
}

interface SendOptions {
  companyId: string;
  extraQuery?: Record<string, string> | undefined;
  label: string;
  token?: string;
  /** The request is the made-up ids' baseline of another (answersAsMadeUp). */
  madeUp?: boolean;
}

async function send(plan: Plan, values: Map<string, string>, options: SendOptions): Promise<Sent> {
  const { operation } = plan;
  const valueIn = (slot: Slot) => values.get(`${slot.where}:${slot.key}`) ?? slot.filler;
  const query: Record<string, string> = { ...plan.plainQuery };
  const payload = clone(plan.body);
  let path = operation.path;
  for (const slot of plan.slots) {
    if (slot.where === 'path') path = path.replace(`{${slot.key}}`, encodeURIComponent(valueIn(slot)));
    else if (slot.where === 'query') query[slot.key] = valueIn(slot);
    else setAt(payload, slot.at, valueIn(slot));
  }
  Object.assign(query, options.extraQuery);
  const search = queryString(query);
  const url = search ? `${path}?${search}` : path;
  const headers = { authorization: `Bearer ${options.token ?? a.token}`, 'x-company-id': options.companyId };
  const response = await test.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  requestCount += 1;
  const entry = coverage.get(operation.name);
  if (entry) {
    entry.requests += 1;
    entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 400 || response.statusCode === 404)
      entry.messages.add(`${response.statusCode} ${(response.json() as { message?: string }).message ?? ''}`);
  }
  const sent: Sent = { label: options.label, url, payload, response };
  checkLeak(operation, sent);
  if (operation.method === 'GET' && response.statusCode < 300 && !options.madeUp && (values.size || options.extraQuery))
    sent.likeMadeUp = await answersAsMadeUp(plan, values, options, response);
  return sent;
}

const uuidIn = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const madeUp = (value: string) => value.replace(uuidIn, () => randomUUID());

/**
 * Whether a read answered B's ids exactly as it answers ids that exist nowhere (a list filtered by
 * them is empty either way): then the answer says nothing of B's, not even that the id exists.
 */
async function answersAsMadeUp(
  plan: Plan,
  values: Map<string, string>,
  options: SendOptions,
  response: LightMyRequestResponse,
): Promise<boolean> {
  const extraQuery = options.extraQuery
    ? Object.fromEntries(Object.entries(options.extraQuery).map(([key, value]) => [key, madeUp(value)]))
    : undefined;
  const madeUpValues = new Map([...values].map(([group, value]) => [group, madeUp(value)]));
  const baseline = await send(plan, madeUpValues, { ...options, extraQuery, madeUp: true, label: 'made-up ids' });
  return baseline.response.statusCode === response.statusCode && baseline.response.body === response.body;
}

function describeSent(operation: Operation, sent: Sent) {
  const body = sent.payload === undefined ? '' : ` body ${JSON.stringify(sent.payload)}`;
  return `${operation.name} [${sent.label}] ${operation.method} ${sent.url}${body} -> ${sent.response.statusCode} ${sent.response.body.slice(0, 300)}`;
}

function expectRefused(
  operation: Operation,
  sent: Sent,
  into: Map<string, Outcome>,
  group: string,
  options: { idsOfA?: boolean } = {},
) {
  const key = `${operation.name} [${group}]`;
  const outcome = into.get(key) ?? { total: 0, wrong: 0, statuses: {}, example: '' };
  into.set(key, outcome);
  outcome.total += 1;
  const status = sent.response.statusCode;
  outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
  if (status === 400 || status === 404 || sent.likeMadeUp) return;
  // A conflict in a request that also holds A's own ids may be about A's record (an account with
  // postings...): it proves nothing either way, and is listed, not failed.
  if (status === 409 && options.idsOfA) {
    inconclusive.push(describeSent(operation, sent).slice(0, 500));
    return;
  }
  outcome.wrong += 1;
  if (outcome.example) return;
  let detail = '';
  if (status >= 200 && status < 300) {
    const isJson = String(sent.response.headers['content-type'] ?? '').includes('json');
    const data = isJson ? (sent.response.json() as { data?: unknown }).data : undefined;
    if (Array.isArray(data)) detail = ` (a list of ${data.length})`;
  }
  outcome.example = `${describeSent(operation, sent)}${detail}`;
}

/** One line per operation and slot that let some of B's ids through. */
const failed = (outcomes: Map<string, Outcome>) =>
  [...outcomes]
    .filter(([, outcome]) => outcome.wrong > 0)
    .map(([key, outcome]) => {
      const statuses = Object.entries(outcome.statuses)
        .map(([status, count]) => `${status}x${count}`)
        .join(' ');
      return `${key}: ${outcome.wrong} of ${outcome.total} not refused (${statuses}); e.g. ${outcome.example}`;
    });

function checkLeak(operation: Operation, sent: Sent) {
  const asked = `${sent.url} ${JSON.stringify(sent.payload ?? '')}`.toLowerCase();
  const answer = sent.response.body.toLowerCase();
  const shown = secretsOfB.filter((secret) => !asked.includes(secret) && answer.includes(secret));
  if (shown.length) leaks.push(`${operation.name} [${sent.label}] ${sent.url} shows B's ${shown.join(', ')}`);
}

/** Runs a pass over one operation and records what of A's or B's rows changed meanwhile. */
async function watching(operation: Operation, pass: string, work: () => Promise<void>) {
  await work();
  // Every request is made inside watching(): the last fingerprint is the state before this work.
  const after = await fingerprints();
  const changed = changedTables(lastFingerprints, after, names);
  lastFingerprints = after;
  if (changed.length) changes.push(`${operation.name} (${pass}) changed ${changed.join('; ')}`);
}

let fingerprintMs = 0;
let requestCount = 0;
const fingerprints = async () => {
  const started = performance.now();
  const result = await tenantFingerprints(test.database.db, tables, [a.companyId, b.companyId]);
  fingerprintMs += performance.now() - started;
  return result;
};

// ---------------------------------------------------------------------------------------------
// Ids of each company, read from every tenant table

async function idsOf(table: TableInfo, companyId: string): Promise<string[]> {
  const key = table.primaryKey.filter((column) => column.name !== 'company_id');
  // Ids are uuids, or a uuid and line numbers ('<entryId>:<lineNumber>'); dates and codes are not ids.
  if (
    !key.length ||
    key[0]?.type !== 'uuid' ||
    !key.every((column) => /^(uuid|integer|bigint|smallint)$/.test(column.type))
  )
    return [];
  const columns = key.map((column) => sql`${sql.identifier(column.name)}::text`);
  const rows = await queryRows<{ id: string }>(
    test.database.db,
    sql`select concat_ws(':', ${sql.join(columns, sql`, `)}) as id from ${sql.identifier(table.name)}
      where company_id = ${companyId} order by ${sql.join(
        key.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Ids of a platform table (a country, a currency, a sub category), those A's own rows use first,
 * newest row first: A's values make the valid-looking part of a request (a state of Nigeria, naira,
 * the sub category of the account the request also names).
 */
async function platformIdsOf(table: TableInfo, tenantTables: Set<string>): Promise<string[]> {
  const [column] = table.primaryKey;
  if (table.primaryKey.length !== 1 || !column) return [];
  const references = await queryRows<{ source: string; column: string }>(
    test.database.db,
    sql`select source.relname as source, source_column.attname as column
      from pg_constraint con
      join pg_class source on source.oid = con.conrelid
      join pg_class target on target.oid = con.confrelid
      join pg_attribute source_column on source_column.attrelid = con.conrelid and source_column.attnum = con.conkey[1]
      where con.contype = 'f' and cardinality(con.conkey) = 1 and target.relname = ${table.name}
        and source.relnamespace = 'public'::regnamespace
      order by 1, 2`,
  );
  const used: string[] = [];
  for (const reference of references) {
    if (!tenantTables.has(reference.source) && reference.source !== TENANT_ROOT) continue;
    const owner = reference.source === TENANT_ROOT ? 'id' : 'company_id';
    // Newest row first (ids are UUIDv7): the value A's newest account uses comes first.
    const key = tables.find((one) => one.name === reference.source)?.primaryKey ?? [];
    const newestFirst = key.length
      ? sql.join(
          key.map((part) => sql`${sql.identifier(part.name)} desc`),
          sql`, `,
        )
      : sql`1`;
    const rows = await queryRows<{ id: string }>(
      test.database.db,
      sql`select ${sql.identifier(reference.column)}::text as id from ${sql.identifier(reference.source)}
        where ${sql.identifier(owner)} = ${a.companyId} and ${sql.identifier(reference.column)} is not null
        order by ${newestFirst}`,
    );
    used.push(...rows.map((row) => row.id));
  }
  const first = await queryRows<{ id: string }>(
    test.database.db,
    sql`select ${sql.identifier(column.name)}::text as id from ${sql.identifier(table.name)} order by 1 limit 3`,
  );
  return [...new Set([...used, ...first.map((row) => row.id)])];
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  // Nothing settles in the background between two fingerprints: postings settle as they commit.
  const started = performance.now();
  test = await createTestApp({ LEDGER_SWEEP_MS: '0' });
  timings.push(`app ${Math.round(performance.now() - started)} ms`);
  operations = await readOperations();
  for (const operation of operations) await classify(operation);
  const setUpA = await setUpCompany('Adaeze Foods Ltd', 'ADAEZE', false);
  const setUpB = await setUpCompany('Bello Motors Ltd', 'BELLO', true);
  a = setUpA.company;
  b = setUpB.company;
  names[a.companyId] = 'A';
  names[b.companyId] = 'B';
  limitedMember = await branchMember(test, a.companyId, setUpA.branches.first, Object.keys(permissionCatalog));
  secondBranch = setUpA.branches.second;

  tables = await catalogTables(test.database.db);
  const everyId = new Set<string>();
  const tenantNames = new Set(tables.filter(isTenantTable).map((table) => table.name));
  for (const table of tables) {
    if (isTenantTable(table)) {
      pools.a.set(table.name, await idsOf(table, a.companyId));
      pools.b.set(table.name, await idsOf(table, b.companyId));
    } else if (table.name !== TENANT_ROOT) pools.platform.set(table.name, await platformIdsOf(table, tenantNames));
  }
  pools.a.set(TENANT_ROOT, [a.companyId]);
  pools.b.set(TENANT_ROOT, [b.companyId]);
  for (const pool of Object.values(pools)) for (const ids of pool.values()) for (const id of ids) everyId.add(id);
  // Ids only B's answers showed (B's owner, B's member...), not held by a tenant table of B's.
  apiIdsSeen = setUpB.seen.size;
  pools.b.set(
    'api',
    [...setUpB.seen].filter((id) => !everyId.has(id) && !setUpA.seen.has(id)),
  );
  for (const pool of Object.values(pools)) for (const [kind, ids] of pool) if (ids.length === 0) pool.delete(kind);
  kindWords = new Map([...tables.map((table) => table.name)].map((kind) => [kind, words(kind)] as [string, string[]]));
  secretsOfB = [...new Set([...pools.b.values()].flat().map((id) => id.toLowerCase())), 'bello'];
  secondBranchPool = await branchPoolOf(a.companyId, secondBranch);
  secretsOfSecondBranch = [...new Set([...secondBranchPool.values()].flat()), secondBranchName];
  fingerprintsAtStart = await fingerprints();
  lastFingerprints = fingerprintsAtStart;
  timings.push(`set-up ${Math.round(performance.now() - started)} ms`);
  for (const operation of operations)
    coverage.set(operation.name, {
      access: operation.access,
      slots: [],
      requests: 0,
      note: '',
      statuses: {},
      messages: new Set(),
    });
}, 180_000);

afterAll(async () => {
  const lines = [...coverage].map(([name, entry]) => {
    const statuses = Object.entries(entry.statuses)
      .map(([status, count]) => `${status}x${count}`)
      .join(' ');
    return `${name.padEnd(80)} ${entry.access.padEnd(8)} ${String(entry.requests).padStart(4)} ${statuses.padEnd(24)} ${entry.note}${entry.slots.length ? ` slots: ${entry.slots.join(', ')}` : ''}`;
  });
  console.log(`Tenancy sweep coverage (operation, access, requests, answers, what was swept)\n${lines.join('\n')}`);
  const refusals = [...coverage]
    .filter(([, entry]) => entry.messages.size)
    .map(([name, entry]) => `${name}: ${[...entry.messages].slice(0, 8).join(' | ')}`);
  console.log(
    `Refusals seen, by operation (to tell an id refused from a body refused for something else)\n${refusals.join('\n')}`,
  );
  if (platformNotes.length)
    console.log(`Platform id fields that took an id of B's (not a tenancy failure):\n${platformNotes.join('\n')}`);
  if (inconclusive.length)
    console.log(`Answered 409 with A's own ids in the request too (inconclusive):\n${inconclusive.join('\n')}`);
  console.log(
    `Timings: ${timings.join(', ')}; ${requestCount} requests; fingerprints ${Math.round(fingerprintMs)} ms in all`,
  );
  if (undeclaredFilters.length)
    console.log(`Query parameters read but not declared in OpenAPI:\n${undeclaredFilters.join('\n')}`);
  await test?.close();
});

const ops = (access: Operation['access']) => operations.filter((operation) => operation.access === access);
const note = (operation: Operation, text: string) => {
  const entry = coverage.get(operation.name);
  if (entry) entry.note = entry.note ? `${entry.note}; ${text}` : text;
};

/** Every operation with an id slot, B's ids in each slot in turn and then in all: answers what could not be exercised. */
async function sweepIds(outcomes: Map<string, Outcome>, pass: string): Promise<string[]> {
  const unexercised: string[] = [];
  for (const operation of operations) {
    if (operation.access === 'public') {
      note(operation, 'skipped: public, no session or company');
      continue;
    }
    if (operation.access === 'unknown') continue;
    const planned = plan(operation);
    const entry = coverage.get(operation.name);
    if (entry) entry.slots = planned.slots.map((slot) => `${slot.where}:${slot.key}->${slot.kinds.join('|') || '?'}`);
    if (planned.slots.length === 0) {
      note(
        operation,
        operation.access === 'company' ? 'no id slot: B company header only' : 'skipped: user route without an id slot',
      );
      continue;
    }
    const empty = planned.slots.filter((slot) => slot.values.length === 0);
    if (empty.length && !(operation.name in EXEMPT))
      unexercised.push(`${operation.name}: no id of B's fits ${empty.map((slot) => slot.key).join(', ')}`);
    await watching(operation, pass, async () => {
      // One slot at a time holds B's id, the others A's own: the request is A's but for that id.
      for (const slot of planned.slots)
        for (const value of slot.values) {
          const group = `${slot.where}:${slot.key}`;
          const sent = await send(planned, new Map([[group, value]]), {
            companyId: a.companyId,
            label: `${group}=B ${kindOfB(value)}`,
          });
          const idsOfA = planned.slots.length > 1;
          if (!slot.platform) expectRefused(operation, sent, outcomes, group, { idsOfA });
          else if (sent.response.statusCode < 300) platformNotes.push(`${describeSent(operation, sent).slice(0, 400)}`);
        }
      // Every slot holds B's id.
      const sent = await send(planned, everySlotOfB(planned), { companyId: a.companyId, label: 'every slot B' });
      expectRefused(operation, sent, outcomes, 'every slot B');
    });
  }
  return unexercised;
}

describe('another company’s ids, as the owner of company A', () => {
  it('reads the API and both companies: every operation is classified, every kind of record exists in B', () => {
    const unclassified = operations.filter(
      (operation) => operation.access === 'unknown' && !(operation.name in EXEMPT),
    );
    expect(unclassified.map((operation) => `${operation.name}: probe answered ${operation.probe}`)).toEqual([]);
    expect(ops('company').length).toBeGreaterThan(20);
    // Every tenant table B can have rows in through today's API has some: a sweep without them sweeps nothing.
    const empty = tables
      .filter(isTenantTable)
      .filter((table) => !pools.b.has(table.name) && idsKind(table))
      .map((table) => table.name);
    console.log(
      `Tenant tables with no ids of B's (no API makes them yet, or not id-keyed): ${empty.join(', ') || 'none'}`,
    );
    console.log(
      `B's answers showed ${apiIdsSeen} ids (${pools.b.get('api')?.length ?? 0} of them in none of B's tables). ` +
        `B's ids by kind: ${[...pools.b].map(([kind, ids]) => `${kind} ${ids.length}`).join(', ')}; ` +
        `A's: ${[...pools.a].map(([kind, ids]) => `${kind} ${ids.length}`).join(', ')}`,
    );
    expect(pools.b.get('accounts')?.length).toBeGreaterThan(0);
    expect(pools.b.get('reconciliations')?.length).toBe(2);
  });

  it('B’s ids in path, query and body answer 404 or 400', { timeout: 300_000 }, async () => {
    const started = performance.now();
    const unexercised = await sweepIds(failures.ids, 'ids');
    timings.push(`ids pass ${Math.round(performance.now() - started)} ms`);
    expect(unexercised).toEqual([]);
    expect(failed(failures.ids)).toEqual([]);
  });

  it('B’s ids are refused by the services themselves too, with row-level security switched off', {
    timeout: 300_000,
  }, async () => {
    // Row-level security is the backstop; each service's own company filter is the first line.
    const tenant = await tenantTables(test.database.db);
    const switchRowSecurity = async (on: boolean) => {
      for (const table of tenant) {
        await test.database.db.execute(
          sql.raw(`alter table "${table.name}" ${on ? 'enable' : 'disable'} row level security`),
        );
      }
    };
    const started = performance.now();
    await switchRowSecurity(false);
    try {
      await sweepIds(failures.idsWithoutRowSecurity, 'ids without row security');
    } finally {
      await switchRowSecurity(true);
    }
    timings.push(`ids pass without row-level security ${Math.round(performance.now() - started)} ms`);
    expect(failed(failures.idsWithoutRowSecurity)).toEqual([]);
  });

  it('B’s ids in the id filters lists and reports read (declared or not) answer 404 or 400', {
    timeout: 300_000,
  }, async () => {
    const started = performance.now();
    // Names a route might filter by: every tenant table's, as where[name] on lists and as ?name.
    const candidates = new Set<string>();
    for (const table of tables.filter((one) => isTenantTable(one) || one.name === TENANT_ROOT)) {
      const snake = snakeSingular(table.name);
      candidates.add(snake);
      candidates.add(snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()));
    }
    for (const operation of ops('company').filter((one) => one.method === 'GET')) {
      const planned = plan(operation);
      const documented = [...operation.description.matchAll(/where\[(\w+)\]/g)].map((match) => match[1] as string);
      const declared = new Set(operation.parameters.map((parameter) => parameter.name));
      const whereForms = operation.list ? [...candidates, ...documented].map((name) => `where[${name}]`) : [];
      const forms = [...new Set([...candidates, ...whereForms])].filter((form) => !declared.has(form));
      await watching(operation, 'filters', async () => {
        const base = await send(planned, new Map(), { companyId: a.companyId, label: 'no filter' });
        const unknownIds = Object.fromEntries(forms.map((form) => [form, randomUUID()]));
        // Which of them the route reads: those whose unknown id changes the answer (found by halving).
        const readBy = async (group: string[]): Promise<string[]> => {
          if (group.length === 0) return [];
          const probe = await send(planned, new Map(), {
            companyId: a.companyId,
            extraQuery: Object.fromEntries(group.map((form) => [form, unknownIds[form] as string])),
            label: 'unknown ids',
          });
          if (probe.response.statusCode === base.response.statusCode && probe.response.body === base.response.body)
            return [];
          if (group.length === 1) return group;
          const half = Math.ceil(group.length / 2);
          return [...(await readBy(group.slice(0, half))), ...(await readBy(group.slice(half)))];
        };
        const read = await readBy(forms);
        if (read.length) {
          undeclaredFilters.push(`${operation.name}: ${read.join(', ')}`);
          note(operation, `reads undeclared ${read.join(', ')}`);
        }
        for (const form of read) {
          const name = form.replace(/^where\[(\w+)\]$/, '$1');
          const kinds = bestKinds(words(name));
          // Filters by a platform table (parent, sub_category) or by text (name, reference) name nothing of B's.
          if (!kinds.length || isPlatform(kinds) || !kindNamed(name)) continue;
          const values = kinds.flatMap((kind) => {
            const ids = pools.b.get(kind) ?? [];
            return [ids[0], ids.at(-1)].filter((id): id is string => Boolean(id));
          });
          for (const value of new Set(values)) {
            const sent = await send(planned, new Map(), {
              companyId: a.companyId,
              extraQuery: { [form]: value },
              label: `${form}=B ${kindOfB(value)}`,
            });
            expectRefused(operation, sent, failures.filters, form);
          }
        }
      });
    }
    timings.push(`filters pass ${Math.round(performance.now() - started)} ms`);
    expect(failed(failures.filters)).toEqual([]);
  });

  it('B’s company id in x-company-id answers 404 for every company operation (A is no member of B)', {
    timeout: 120_000,
  }, async () => {
    const started = performance.now();
    for (const operation of ops('company')) {
      const planned = plan(operation);
      const allOfB = everySlotOfB(planned);
      await watching(operation, 'header', async () => {
        const sent = await send(planned, allOfB, { companyId: b.companyId, label: 'x-company-id B, ids of B' });
        expectRefused(operation, sent, failures.header, 'x-company-id B');
      });
    }
    timings.push(`header pass ${Math.round(performance.now() - started)} ms`);
    expect(failed(failures.header)).toEqual([]);
  });

  it('no answer shows an id or name of B’s that the request did not send', () => {
    expect(leaks).toEqual([]);
  });

  it('nothing of either company changed', async () => {
    const overall = changedTables(fingerprintsAtStart, await fingerprints(), names);
    expect({ byOperation: changes, overall }).toEqual({ byOperation: [], overall: [] });
  });

  it('every query parameter a route reads is declared in OpenAPI (so the sweep and clients see it)', () => {
    expect(undeclaredFilters).toEqual([]);
  });
});

/** Whether a table's rows have ids the sweep can use (uuid keys). */
function idsKind(table: TableInfo) {
  const key = table.primaryKey.filter((column) => column.name !== 'company_id');
  return key[0]?.type === 'uuid';
}

// ---------------------------------------------------------------------------------------------
// The cross-branch pass (roles limited to the member's own branch, branch-scope.ts)

/**
 * Operations where another branch's ids are not a branch question, each with the reason:
 * `METHOD /api/path` -> why. They are not called with the second branch's ids.
 */
const EXEMPT_BRANCH: Record<string, string> = {};

/**
 * Reads that show the second branch's own id and name on a record of the member's branch, by
 * design, each with the reason: `METHOD /api/path` -> why. Anything else of the second branch's in
 * their answers is still a leak.
 */
const NAMES_OTHER_BRANCH: Record<string, string> = {
  'GET /api/products/transfers': 'a transfer from or to the member’s branch names the branch at its other end',
};

/** A member of A whose role has every permission but is limited to A's first branch. */
let limitedMember: Awaited<ReturnType<typeof branchMember>>;
/** A's second branch, and the ids of what belongs to it, by kind. */
let secondBranch: string;
let secondBranchPool = new Map<string, string[]>();
let secretsOfSecondBranch: string[] = [];
/** The second branch's name as answers spell it, lower-cased (the set-up names it). */
const secondBranchName = 'adaeze ikeja';
const branchFailures = new Map<string, Outcome>();
const branchLeaks: string[] = [];

/** Ids (as idsOf spells them) of a table's rows of the company that meet a condition. */
async function idsWhere(table: TableInfo, companyId: string, condition: SQL): Promise<string[]> {
  const key = table.primaryKey.filter((column) => column.name !== 'company_id');
  if (!key.length || key[0]?.type !== 'uuid') return [];
  const columns = key.map((column) => sql`${sql.identifier(column.name)}::text`);
  const rows = await queryRows<{ id: string }>(
    test.database.db,
    sql`select concat_ws(':', ${sql.join(columns, sql`, `)}) as id from ${sql.identifier(table.name)}
      where company_id = ${companyId} and ${condition}`,
  );
  return rows.map((row) => row.id);
}

/**
 * What belongs to a branch, found from the schema so a table added later is in it: the branch,
 * the rows of every table with a branch_id of that branch, and the rows that hang off those (a
 * foreign key to one of them, or an owner_id naming one, as attachments do).
 */
async function branchPoolOf(companyId: string, branchId: string): Promise<Map<string, string[]>> {
  const pool = new Map<string, string[]>([['branches', [branchId]]]);
  const columnsNamed = async (name: string) =>
    (
      await queryRows<{ table_name: string }>(
        test.database.db,
        sql`select class.relname as table_name from pg_attribute attribute
          join pg_class class on class.oid = attribute.attrelid
          where class.relnamespace = 'public'::regnamespace and class.relkind in ('r', 'p')
            and attribute.attname = ${name} and not attribute.attisdropped`,
      )
    ).map((row) => row.table_name);
  const tenant = tables.filter(isTenantTable);
  for (const name of await columnsNamed('branch_id')) {
    const table = tenant.find((one) => one.name === name);
    if (!table || name === 'memberships') continue;
    const ids = await idsWhere(table, companyId, sql`branch_id = ${branchId}`);
    if (ids.length) pool.set(name, ids);
  }
  const parents = [...pool].filter(([kind]) => kind !== 'branches');
  const children = await queryRows<{ source: string; column_name: string; target: string }>(
    test.database.db,
    sql`select source.relname as source, target.relname as target, column_of.attname as column_name
      from pg_constraint con
      join pg_class source on source.oid = con.conrelid
      join pg_class target on target.oid = con.confrelid
      join pg_attribute target_id on target_id.attrelid = con.confrelid and target_id.attname = 'id'
      join pg_attribute column_of on column_of.attrelid = con.conrelid
        and column_of.attnum = con.conkey[array_position(con.confkey, target_id.attnum)]
      where con.contype = 'f' and source.relnamespace = 'public'::regnamespace`,
  );
  const found = new Map<string, Set<string>>();
  const add = (kind: string, ids: string[]) => {
    const into = found.get(kind) ?? new Set();
    for (const id of ids) into.add(id);
    if (into.size) found.set(kind, into);
  };
  for (const [kind, ids] of parents) {
    const plain = ids.filter((id) => !id.includes(':'));
    if (!plain.length) continue;
    const list = sql.join(
      plain.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    for (const child of children.filter((one) => one.target === kind && one.source !== kind)) {
      const table = tenant.find((one) => one.name === child.source);
      if (table)
        add(child.source, await idsWhere(table, companyId, sql`${sql.identifier(child.column_name)} in (${list})`));
    }
    for (const name of await columnsNamed('owner_id')) {
      const table = tenant.find((one) => one.name === name);
      if (table) add(name, await idsWhere(table, companyId, sql`owner_id::text in (${sql.join(plain, sql`, `)})`));
    }
  }
  for (const [kind, ids] of found) pool.set(kind, [...new Set([...(pool.get(kind) ?? []), ...ids])]);
  return pool;
}

function checkBranchLeak(operation: Operation, sent: Sent) {
  const asked = `${sent.url} ${JSON.stringify(sent.payload ?? '')}`.toLowerCase();
  const answer = sent.response.body.toLowerCase();
  const named = operation.name in NAMES_OTHER_BRANCH ? [secondBranch.toLowerCase(), secondBranchName] : [];
  const shown = secretsOfSecondBranch.filter(
    (secret) => !asked.includes(secret) && !named.includes(secret) && answer.includes(secret),
  );
  if (shown.length)
    branchLeaks.push(`${operation.name} [${sent.label}] ${sent.url} shows the second branch's ${shown.join(', ')}`);
}

/** 400, 403 (what belongs to the whole company) or 404: refused. Anything else let the id through. */
function expectBranchRefused(operation: Operation, sent: Sent, group: string) {
  const key = `${operation.name} [${group}]`;
  const outcome = branchFailures.get(key) ?? { total: 0, wrong: 0, statuses: {}, example: '' };
  branchFailures.set(key, outcome);
  outcome.total += 1;
  const status = sent.response.statusCode;
  outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
  if (status === 400 || status === 403 || status === 404 || sent.likeMadeUp) return;
  outcome.wrong += 1;
  if (!outcome.example) outcome.example = describeSent(operation, sent);
}

describe('another branch’s ids, as a member of A limited to A’s first branch', () => {
  it('the second branch has records of each branch kind, and the member is limited', async () => {
    console.log(
      `Second branch's ids by kind: ${[...secondBranchPool].map(([kind, ids]) => `${kind} ${ids.length}`).join(', ')}`,
    );
    for (const kind of ['branches', 'journals', 'journal_entries', 'journal_lines', 'attachments'])
      expect(secondBranchPool.get(kind)?.length, kind).toBeGreaterThan(0);
    const listed = await limitedMember.call('GET', '/api/branches');
    expect(listed.json().data.map((branch: { _id: string }) => branch._id)).not.toContain(secondBranch);
  });

  it('answers 400, 403 or 404 to every id of the second branch in path, query and body, and lists show none of it', {
    timeout: 300_000,
  }, async () => {
    const started = performance.now();
    const changesBefore = changes.length;
    const saved = { a: pools.a, b: pools.b };
    const secondIds = new Set([...secondBranchPool.values()].flat());
    // Fillers are A's ids of the member's own branch (or of none); the ids tried are the second branch's.
    pools.a = new Map([...saved.a].map(([kind, ids]) => [kind, ids.filter((id) => !secondIds.has(id))]));
    pools.b = secondBranchPool;
    try {
      for (const operation of ops('company')) {
        if (operation.name in EXEMPT_BRANCH) {
          note(operation, `branch pass exempt: ${EXEMPT_BRANCH[operation.name]}`);
          continue;
        }
        const planned = plan(operation);
        const branchSlots = planned.slots.filter((slot) => slot.kinds.some((kind) => secondBranchPool.has(kind)));
        if (operation.method !== 'GET' && branchSlots.length === 0) continue;
        await watching(operation, 'branch', async () => {
          const as = { companyId: a.companyId, token: limitedMember.token };
          // Read with the member's own ids: whatever it lists, none of it is the second branch's.
          if (operation.method === 'GET')
            checkBranchLeak(operation, await send(planned, new Map(), { ...as, label: 'member, own ids' }));
          for (const slot of branchSlots) {
            const group = `${slot.where}:${slot.key}`;
            const values = slot.kinds
              .flatMap((kind) => secondBranchPool.get(kind) ?? [])
              .filter((id) => fits(id, slot.schema));
            for (const value of values) {
              const sent = await send(planned, new Map([[group, value]]), {
                ...as,
                label: `${group}=second branch ${kindOfB(value)}`,
              });
              checkBranchLeak(operation, sent);
              expectBranchRefused(operation, sent, group);
            }
          }
        });
      }
    } finally {
      pools.a = saved.a;
      pools.b = saved.b;
    }
    timings.push(`branch pass ${Math.round(performance.now() - started)} ms`);
    // The pass reached the records that have a branch (a pass that sends nothing proves nothing).
    expect([...branchFailures.keys()]).toEqual(
      expect.arrayContaining([
        'GET /api/double-entry/journal/{id} [path:id]',
        'PATCH /api/double-entry/journal/{id} [path:id]',
        'GET /api/branches/{id} [path:id]',
      ]),
    );
    expect(failed(branchFailures)).toEqual([]);
    expect(branchLeaks).toEqual([]);
    expect(changes.slice(changesBefore)).toEqual([]);
    const unknownExempt = Object.keys({ ...EXEMPT_BRANCH, ...NAMES_OTHER_BRANCH }).filter(
      (name) => !operations.some((one) => one.name === name),
    );
    expect(unknownExempt).toEqual([]);
  });
});
