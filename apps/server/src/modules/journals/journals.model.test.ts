import { nigerianChartOfAccounts } from '@owo/db';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  dailyTotalsDrift,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * Model-based property test of the ledger (STYLE.md: a model that predicts the right answer,
 * checked after every step). Random sequences of journal creations, edits, deletions, approvals,
 * rejections, account merges and lock-date changes run against two companies through the API;
 * after every step each company's trial balance, as of three dates, must equal the model's and sum
 * to zero, and the daily totals must equal the lines they summarise. The model knows the rules of
 * docs/ledger.md: nothing posts on or before the lock date; a reversal is dated on its entry's day,
 * or on the first open day when that day is locked (then both count between the two days); a merge
 * is refused when either account has postings in the locked period.
 * 25 runs of up to 14 steps take about 15 s on PGlite.
 */

type Status = 'draft' | 'posted' | 'rejected' | 'deleted';
type Line = { code: string; debit: number; credit: number };
/** A version of the journal in the ledger: counted from `date` until its reversal's day. */
interface Posting {
  date: string;
  lines: Line[];
  reversedOn: string | null;
}
interface ModelJournal {
  id: string;
  status: Status;
  date: string;
  lines: Line[];
  postings: Posting[];
}
interface ModelCompany {
  journals: ModelJournal[];
  /** Accounts the steps may use, by type; a merge removes its source. */
  pool: Record<string, string[]>;
  lockDate: string | null;
}
type Model = { companies: ModelCompany[] };
type Real = { companies: AccountingCompany[] };

const DATES = ['2026-01-10', '2026-02-15', '2026-03-20'];
const LOCK_DATES = ['2026-01-31', '2026-02-20', null];
const CHECK_DATES = ['2026-02-15', '2026-02-21', '2099-12-31'];
/** Accounts without a system key: those can be merged away. */
const startingPool = () => ({
  Asset: ['1010', '1020', '1050', '1210'],
  Expense: ['6030', '6100', '6110', '6120', '6200'],
  Income: ['4100', '4500', '4520'],
  Liability: ['2400', '2410'],
});

const isLocked = (model: ModelCompany, date: string) => model.lockDate !== null && date <= model.lockDate;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The day a posting is reversed on: its own, or the first open day when its own is locked. */
const reversalDay = (model: ModelCompany, posting: Posting) =>
  model.lockDate !== null && isLocked(model, posting.date) ? dayAfter(model.lockDate) : posting.date;
const sameLines = (one: Line[], other: Line[]) => JSON.stringify(one) === JSON.stringify(other);

const test = testAppForFile();
let owner: AccountingCompany;
beforeAll(async () => {
  owner = await accountingCompany(test, 'Model Owner Ltd');
});

/** Picks for a journal's lines: debits on some accounts, one credit for their total. */
const linesArbitrary = fc.record({
  debits: fc.array(fc.record({ pick: fc.nat(), kobo: fc.integer({ min: 1, max: 5_000_000_00 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  creditPick: fc.nat(),
  date: fc.constantFrom(...DATES),
});
type LinesSpec = typeof linesArbitrary extends fc.Arbitrary<infer T> ? T : never;

function resolveLines(company: ModelCompany, spec: LinesSpec): Line[] {
  const alive = Object.values(company.pool).flat();
  const pick = (index: number) => alive[index % alive.length] as string;
  const debits = spec.debits.map(({ pick: index, kobo }) => ({ code: pick(index), debit: kobo, credit: 0 }));
  const total = debits.reduce((sum, line) => sum + line.debit, 0);
  return [...debits, { code: pick(spec.creditPick), debit: 0, credit: total }];
}

const body = (real: AccountingCompany, lines: Line[]) =>
  lines.map((line) => ({ account: real.account(line.code), debit: line.debit / 100, credit: line.credit / 100 }));

async function checkCompany(model: ModelCompany, real: AccountingCompany) {
  for (const asOf of CHECK_DATES) {
    const expected: Record<string, number> = {};
    for (const posting of model.journals.flatMap((journal) => journal.postings)) {
      if (posting.date > asOf || (posting.reversedOn !== null && posting.reversedOn <= asOf)) continue;
      for (const line of posting.lines) expected[line.code] = (expected[line.code] ?? 0) + line.debit - line.credit;
    }
    const { balances, totalDebit, totalCredit } = await trialBalanceByCode(real, asOf);
    const nonZero = Object.entries(expected).filter(([, kobo]) => kobo !== 0);
    expect(balances).toEqual(Object.fromEntries(nonZero.map(([code, kobo]) => [code, kobo / 100])));
    expect(totalDebit).toBe(totalCredit);
  }
  expect(await dailyTotalsDrift(test, real.companyId)).toEqual([]);
}

async function checkAll(model: Model, real: Real) {
  for (const [index, company] of model.companies.entries())
    await checkCompany(company, real.companies[index] as AccountingCompany);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  constructor(readonly companyPick: number) {}
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  protected companyOf(model: Model, real: Real) {
    const index = this.companyPick % model.companies.length;
    return { model: model.companies[index] as ModelCompany, real: real.companies[index] as AccountingCompany };
  }
  async run(model: Model, real: Real) {
    const company = this.companyOf(model, real);
    await this.act(company.model, company.real);
    await checkAll(model, real);
  }
  abstract act(model: ModelCompany, real: AccountingCompany): Promise<void>;
  abstract toString(): string;
}

/** A step on one of the company's journals, picked by index; nothing to do while it has none. */
abstract class JournalStep extends Step {
  constructor(
    companyPick: number,
    readonly pick: number,
  ) {
    super(companyPick);
  }
  async act(model: ModelCompany, real: AccountingCompany) {
    const journal = model.journals[this.pick % model.journals.length];
    if (journal) await this.actOn(journal, model, real);
  }
  abstract actOn(journal: ModelJournal, model: ModelCompany, real: AccountingCompany): Promise<void>;
}

class CreateJournal extends Step {
  constructor(
    companyPick: number,
    readonly spec: LinesSpec,
  ) {
    super(companyPick);
  }
  async act(model: ModelCompany, real: AccountingCompany) {
    const lines = resolveLines(model, this.spec);
    const response = await real.call('POST', '/api/double-entry/journal', {
      date: this.spec.date,
      reference: 'Model',
      lines: body(real, lines),
    });
    if (isLocked(model, this.spec.date)) return void expect(response.statusCode).toBe(400);
    expect(response.statusCode).toBe(201);
    model.journals.push({ id: response.json().data._id, status: 'draft', date: this.spec.date, lines, postings: [] });
  }
  toString = () => `create(${this.companyPick}, ${JSON.stringify(this.spec)})`;
}

class Decide extends JournalStep {
  constructor(
    companyPick: number,
    pick: number,
    readonly action: 'approve' | 'reject',
  ) {
    super(companyPick, pick);
  }
  async actOn(journal: ModelJournal, model: ModelCompany, real: AccountingCompany) {
    const url = `/api/merchant/approve/${journal.id}?state=journal&action=${this.action}`;
    const response = await real.call('PATCH', url);
    if (journal.status !== 'draft') return void expect(response.statusCode).toBe(409);
    if (this.action === 'approve' && isLocked(model, journal.date)) return void expect(response.statusCode).toBe(400);
    expect(response.statusCode).toBe(200);
    journal.status = this.action === 'approve' ? 'posted' : 'rejected';
    if (this.action === 'approve')
      journal.postings.push({ date: journal.date, lines: journal.lines, reversedOn: null });
  }
  toString = () => `${this.action}(${this.companyPick}, ${this.pick})`;
}

class EditJournal extends JournalStep {
  constructor(
    companyPick: number,
    pick: number,
    readonly spec: LinesSpec,
  ) {
    super(companyPick, pick);
  }
  async actOn(journal: ModelJournal, model: ModelCompany, real: AccountingCompany) {
    const lines = resolveLines(model, this.spec);
    const changes = { date: this.spec.date, lines: body(real, lines) };
    const response = await real.call('PATCH', `/api/double-entry/journal/${journal.id}`, changes);
    if (journal.status === 'deleted') return void expect(response.statusCode).toBe(409);
    if (isLocked(model, this.spec.date)) return void expect(response.statusCode).toBe(400);
    expect(response.statusCode).toBe(200);
    const current = journal.postings.at(-1);
    const changed = journal.date !== this.spec.date || !sameLines(journal.lines, lines);
    if (journal.status === 'posted' && current && changed) {
      current.reversedOn = reversalDay(model, current);
      journal.postings.push({ date: this.spec.date, lines, reversedOn: null });
    }
    const status = journal.status === 'rejected' ? 'draft' : journal.status;
    Object.assign(journal, { lines, date: this.spec.date, status });
  }
  toString = () => `edit(${this.companyPick}, ${this.pick}, ${JSON.stringify(this.spec)})`;
}

class DeleteJournal extends JournalStep {
  async actOn(journal: ModelJournal, model: ModelCompany, real: AccountingCompany) {
    const response = await real.call('DELETE', `/api/double-entry/journal/${journal.id}`);
    expect(response.statusCode).toBe(journal.status === 'deleted' ? 409 : 200);
    const current = journal.postings.at(-1);
    if (journal.status === 'posted' && current) current.reversedOn = reversalDay(model, current);
    journal.status = 'deleted';
  }
  toString = () => `delete(${this.companyPick}, ${this.pick})`;
}

class MergeAccounts extends Step {
  constructor(
    companyPick: number,
    readonly typePick: number,
    readonly fromPick: number,
    readonly intoPick: number,
  ) {
    super(companyPick);
  }
  async act(model: ModelCompany, real: AccountingCompany) {
    const types = Object.keys(model.pool).filter((type) => (model.pool[type]?.length ?? 0) >= 2);
    const type = types[this.typePick % types.length];
    if (!type) return;
    const pool = model.pool[type] as string[];
    const from = pool[this.fromPick % pool.length] as string;
    const others = pool.filter((code) => code !== from);
    const into = others[this.intoPick % others.length] as string;
    const response = await real.call('POST', '/api/double-entry/chart-of-accounts/merge', {
      from: real.account(from),
      into: real.account(into),
    });
    const lockedLine = model.journals.some((journal) =>
      journal.postings.some(
        (posting) =>
          posting.lines.some((line) => line.code === from || line.code === into) &&
          (isLocked(model, posting.date) || (posting.reversedOn !== null && isLocked(model, posting.reversedOn))),
      ),
    );
    if (lockedLine) return void expect(response.statusCode).toBe(409);
    expect(response.statusCode).toBe(200);
    model.pool[type] = others;
    for (const journal of model.journals) for (const line of journal.lines) if (line.code === from) line.code = into;
  }
  toString = () => `merge(${this.companyPick}, ${this.typePick}, ${this.fromPick}, ${this.intoPick})`;
}

class SetLockDate extends Step {
  constructor(
    companyPick: number,
    readonly lockDate: string | null,
  ) {
    super(companyPick);
  }
  async act(model: ModelCompany, real: AccountingCompany) {
    const response = await real.call('PATCH', '/api/settings/lock-date', { lockDate: this.lockDate });
    expect(response.statusCode).toBe(200);
    model.lockDate = this.lockDate;
  }
  toString = () => `lock(${this.companyPick}, ${this.lockDate})`;
}

const company = fc.nat(1);
const steps = fc.commands(
  [
    fc.tuple(company, linesArbitrary).map(([at, spec]) => new CreateJournal(at, spec)),
    fc.tuple(company, linesArbitrary).map(([at, spec]) => new CreateJournal(at, spec)),
    fc
      .tuple(company, fc.nat(), fc.constantFrom('approve' as const, 'reject' as const))
      .map(([at, pick, action]) => new Decide(at, pick, action)),
    fc.tuple(company, fc.nat()).map(([at, pick]) => new Decide(at, pick, 'approve')),
    fc.tuple(company, fc.nat(), linesArbitrary).map(([at, pick, spec]) => new EditJournal(at, pick, spec)),
    fc.tuple(company, fc.nat()).map(([at, pick]) => new DeleteJournal(at, pick)),
    fc
      .tuple(company, fc.nat(), fc.nat(), fc.nat())
      .map(([at, type, from, into]) => new MergeAccounts(at, type, from, into)),
    fc.tuple(company, fc.constantFrom(...LOCK_DATES)).map(([at, lockDate]) => new SetLockDate(at, lockDate)),
  ],
  { maxCommands: 14 },
);

it('draws merges only from accounts without a system key', () => {
  const systemCodes = nigerianChartOfAccounts.filter((seed) => seed.systemKey).map((seed) => seed.code);
  expect(
    Object.values(startingPool())
      .flat()
      .filter((code) => systemCodes.includes(code)),
  ).toEqual([]);
});

let run = 0;
it('keeps every trial balance equal to the model and summing to zero after every step', async () => {
  await fc.assert(
    fc.asyncProperty(steps, async (commands) => {
      run += 1;
      const companies = [
        await anotherCompany(test, owner, `Model ${run} A`),
        await anotherCompany(test, owner, `Model ${run} B`),
      ];
      const setup = () => ({
        model: { companies: companies.map(() => ({ journals: [], pool: startingPool(), lockDate: null })) },
        real: { companies },
      });
      await fc.asyncModelRun(setup, commands);
    }),
    { numRuns: 25 },
  );
}, 120_000);
