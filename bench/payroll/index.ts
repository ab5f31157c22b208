/**
 * The payroll benchmark of issue 28: `npm run bench:payroll` (from the root or bench/).
 *
 * In a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test): one company set up through the real setupCompany(),
 * --employees (2,000) employees with their employments written at once (INSERT ... SELECT over
 * generate_series: varied pay, states, PFAs, NHF, rent), money put in the bank with a journal, then
 * --months (6) payroll runs, January onwards, each worked out (createPayroll) and approved
 * (decidePayroll: worked out again, the year to date of the months before read, the accrual posted
 * through post()) by the services in their own posting transactions, as the API runs them. Each
 * month is timed; the target is a run computed and posted in under 3 seconds. The database is
 * dropped at the end unless --keep.
 */
import { hash } from '@node-rs/argon2';
import { journalSchema, payrollCreateSchema } from '@owo/core';
import { newId, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { postingTransaction } from '../../apps/server/src/ledger/post.ts';
import { ownerContext } from '../../apps/server/src/modules/demo/demo-data.ts';
import { createJournal, decideJournal } from '../../apps/server/src/modules/journals/journals.service.ts';
import { createPayroll, decidePayroll } from '../../apps/server/src/modules/payroll/index.ts';
import { setUpCompanies } from '../ledger/companies.ts';
import { createBenchDatabase } from '../ledger/database.ts';
import { parseFlags } from '../ledger/flags.ts';
import { rows } from '../ledger/verify.ts';

const { number, has } = parseFlags(process.argv.slice(2));
const employees = number('employees', 2000);
const months = number('months', 6);
const targetMs = 3000;

const database = await createBenchDatabase('postgres');
const db = database.handle.db;
console.log(`postgres: ${database.name}; ${employees.toLocaleString('en')} employees, ${months} months`);
try {
  await database.handle.migrate();
  await seedReferenceData(db);
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: 'bench-payroll@owo.ng',
    passwordHash: await hash('owo-bench-2026'),
    firstName: 'Bench',
    lastName: 'Runner',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const [company] = await setUpCompanies(db, userId, 1);
  if (!company) throw new Error('no company');
  const account = (code: string) => {
    const found = company.byCode.get(code);
    if (!found) throw new Error(`no account ${code}`);
    return found.id;
  };
  await insertStaff(company.id, employees);
  const context = ownerContext(userId, company.id);
  await postingTransaction(db, company.id, async (tx) => {
    const journal = await createJournal(
      tx,
      context,
      journalSchema.parse({
        date: '2026-01-02',
        reference: 'Capital for payroll',
        lines: [
          { account: account('1050'), debit: 5_000_000_000, credit: 0 },
          { account: account('3000'), debit: 0, credit: 5_000_000_000 },
        ],
      }),
    );
    await decideJournal(tx, context, { id: journal._id, action: 'approve' });
  });

  const results: Array<{ period: string; createMs: number; approveMs: number; totalMs: number }> = [];
  for (let month = 1; month <= months; month += 1) {
    const period = `2026-${String(month).padStart(2, '0')}`;
    const started = performance.now();
    const { id } = await postingTransaction(db, company.id, (tx) =>
      createPayroll(tx, context, payrollCreateSchema.parse({ period, bank: account('1050') })),
    );
    const created = performance.now();
    await postingTransaction(db, company.id, (tx) => decidePayroll(tx, context, { id, action: 'approve' }));
    const approved = performance.now();
    const result = {
      period,
      createMs: Math.round(created - started),
      approveMs: Math.round(approved - created),
      totalMs: Math.round(approved - started),
    };
    results.push(result);
    console.log(
      `  ${period}: worked out in ${result.createMs} ms, approved and posted in ${result.approveMs} ms (${result.totalMs} ms)`,
    );
  }
  const [lines] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from payroll_lines where company_id = ${company.id}`,
  );
  const totals = results.map((result) => result.totalMs).sort((a, b) => a - b);
  const median = totals[Math.floor(totals.length / 2)] ?? 0;
  const worst = totals.at(-1) ?? 0;
  console.log(`\n${lines?.count} payslips; a run of ${employees} employees, worked out and posted:`);
  console.log(
    `  median ${median} ms, slowest ${worst} ms (target under ${targetMs} ms): ${worst < targetMs ? 'met' : 'NOT met'}`,
  );
} finally {
  if (has('keep')) {
    await database.close();
    console.log(`kept: ${database.name}`);
  } else await database.drop();
}

/** Employees with an employment from 2025, pay and choices spread as a real workforce's are. */
async function insertStaff(companyId: string, count: number) {
  await db.execute(sql`
    insert into employees (company_id, id, first_name, last_name, display_name, gender, phone_number,
      date_of_birth, state_of_residence_id, staff_number)
    select ${companyId}, gen_random_uuid(), 'Staff', 'Member ' || n, 'Staff Member ' || lpad(n::text, 5, '0'),
      case when n % 2 = 0 then 'female' else 'male' end, '0803' || lpad(n::text, 7, '0'), date '1990-01-01' + n,
      (select id from states where country_code = 'NG' order by name offset (n % 37) limit 1), 'S-' || n
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into employments (company_id, id, employee_id, job_title, start_date, basic, housing, transport,
      other_allowances, annual_rent, nhf, pension_fund_administrator, rsa_pin)
    select company_id, gen_random_uuid(), id, 'Officer', date '2025-01-01',
      pay * 50, pay * 25, pay * 10,
      jsonb_build_array(jsonb_build_object('name', 'Other allowances', 'amount', pay * 15, 'pensionable', false, 'taxable', true)),
      case when pay % 3 = 0 then pay * 1200 * 2 else 0 end, pay % 4 = 0,
      (array['Stanbic IBTC Pension Managers', 'ARM Pension Managers', 'Leadway Pensure'])[1 + pay % 3],
      'PEN' || lpad(pay::text, 12, '0')
    from (select company_id, id, (80000 + (row_number() over (order by id)) * 997 % 900000) as pay
          from employees where company_id = ${companyId}) staff`);
}
