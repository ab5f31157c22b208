/**
 * Payslip PDF render speed (issue 28, target: over 50 payslips a second): `npm run bench:payslips`.
 *
 * Renders payslips as the API does, on its PDF workers (pdf/pool.ts, one a core up to four, or
 * --workers N), three ways:
 * - one PDF per payslip, all of a run's asked for at once, as the payslip emails are;
 * - one PDF of the whole run, a page each, as GET /payroll/{id}/payslips is (one worker renders it);
 * - for comparison, one PDF per payslip in turn on this thread (PDF_WORKERS=0).
 * The company has a logo; one employee in four has a Yoruba name with dotted letters (ẹ, ọ, ṣ), which
 * the font stack sets in DejaVu Sans (pdf/fonts.ts), as it does the naira sign on every amount.
 * After --warmup unmeasured renders on each worker and on this thread (the first loads the fonts; the
 * first hundred of a thread run two to three times slower while V8 compiles @react-pdf's code), N payslips are timed from the run's lines
 * to the PDF bytes; the read of the run before it (one transaction) is not in the figure. Heap grows by
 * some 0.25 MB a render inside @react-pdf, measured over 200 renders.
 *
 * Each case is run --rounds times, a row each: on a shared machine the rounds differ by the load of
 * the moment, and the CPU columns (this process's own time, its workers' included) say what the render costs.
 *
 * Flags: --payslips N (200) --warmup N (200) --rounds N (3) --workers N (the server's default)
 * --sample FILE (write one run's PDF there, to look at).
 * Prints a table; writes bench/out/payslips-results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { PayrollLineView } from '@owo/core';
import sharp from 'sharp';
import { type PayslipCompany, type PayslipRun, renderPayslips } from '../../apps/server/src/pdf/Payslip.tsx';
import { renderInWorker, setPdfWorkers } from '../../apps/server/src/pdf/pool.ts';
import { parseFlags } from '../ledger/flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { number, flags } = parseFlags(process.argv.slice(2));
const payslips = number('payslips', 200);
const warmup = number('warmup', 200);
const rounds = number('rounds', 3);
const workers = number('workers', Math.min(availableParallelism(), 4));

const names = ['Ada Obi', 'Bayo Adé', 'Chidi Eze', 'Ọlábísí Ṣóyẹmí', 'Ngozi Okafor', 'Tunde Bello', 'Emeka Nwosu'];
const naira = (kobo: number) => kobo / 100;

/** A month's line as GET /payroll/{id} answers it: figures of a ₦100,000 to ₦700,000 salary. */
function line(index: number): PayrollLineView {
  const monthly = 10_000_000 + (index % 13) * 5_000_000;
  const [basic, housing, transport] = [monthly / 2, monthly / 4, monthly / 10];
  const other = monthly - basic - housing - transport;
  const pensionEmployee = Math.round((basic + housing + transport) * 0.08);
  const pensionEmployer = Math.round((basic + housing + transport) * 0.1);
  const nhf = index % 2 === 0 ? Math.round(basic * 0.025) : 0;
  const paye = Math.round(monthly * 0.07);
  const loan = index % 5 === 0 ? 2_000_000 : 0;
  const net = monthly - pensionEmployee - nhf - paye - loan;
  const item = (kind: string, name: string, amount: number) => ({ kind, name, amount: naira(amount) });
  return {
    _id: `line-${index}`,
    employee: {
      _id: `employee-${index}`,
      displayName: names[index % names.length] as string,
      staffNumber: `AF-${index}`,
    },
    jobTitle: index % 3 === 0 ? 'Sales representative' : 'Accounts officer',
    tin: null,
    days: 31,
    daysInPeriod: 31,
    gross: naira(monthly),
    pensionEmployee: naira(pensionEmployee),
    pensionEmployer: naira(pensionEmployer),
    nhf: naira(nhf),
    nhiaEmployee: 0,
    nhiaEmployer: 0,
    taxable: naira(monthly - pensionEmployee - nhf),
    paye: naira(paye),
    otherDeductions: naira(loan),
    net: naira(net),
    nsitf: naira(monthly / 100),
    itf: 0,
    employerCost: naira(monthly + pensionEmployer + monthly / 100),
    exempt: false,
    earnings: [
      item('basic', 'Basic', basic),
      item('housing', 'Housing', housing),
      item('transport', 'Transport', transport),
      item('allowance', 'Other allowances', other),
    ],
    deductions: [
      item('paye', 'PAYE', paye),
      item('pension', 'Pension', pensionEmployee),
      ...(nhf ? [item('nhf', 'NHF', nhf)] : []),
      ...(loan ? [item('loanRepayment', 'Loan repayment', loan)] : []),
    ],
    oneOffs: [],
    otherDeductionItems: loan ? [item('loanRepayment', 'Loan repayment', loan)] : [],
    yearToDate: {
      gross: naira(monthly * 3),
      taxable: naira((monthly - pensionEmployee - nhf) * 3),
      paye: naira(paye * 3),
      pensionEmployee: naira(pensionEmployee * 3),
      nhf: naira(nhf * 3),
      net: naira(net * 3),
    },
    payeAuthority: 'Lagos',
    pension: { pfa: 'Stanbic IBTC Pension Managers', rsaPin: 'PEN100012345678' },
    salaryAccount: { bankName: 'Zenith Bank', bankCode: '057', accountNo: '1012345671' },
  };
}

async function company(): Promise<PayslipCompany> {
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0b7a4b' } })
    .png()
    .toBuffer();
  return {
    name: 'Adaeze Foods Ltd',
    address: ['3 Ikorodu Road, Yaba', 'Lagos'],
    logo: { data: logo, format: 'png' },
  };
}

interface Result {
  name: string;
  payslips: number;
  seconds: number;
  cpuSeconds: number;
  bytes: number;
}

/** Runs `work` (which renders `count` payslips and answers the bytes made) and times it. */
async function timed(name: string, count: number, work: () => Promise<number>): Promise<Result> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { name, payslips: count, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes };
}

async function main() {
  const head = await company();
  const run: PayslipRun = { number: 'PAY-00042', month: 'March 2026', stamp: null };
  const lines = Array.from({ length: payslips }, (_, index) => line(index));
  setPdfWorkers(workers);
  const pooled = (slice: readonly PayrollLineView[]) => renderInWorker('payslips', head, run, slice);
  await Promise.all(Array.from({ length: warmup * workers }, (_, index) => pooled([line(index)])));
  for (let index = 0; index < warmup; index += 1) await renderPayslips(head, run, [line(index)]);
  const sample = flags.get('sample');
  if (sample) writeFileSync(sample, await pooled(lines.slice(0, 4)));

  const results: Result[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    results.push(
      await timed(`one PDF per payslip on ${workers} workers (emails), round ${round}`, payslips, async () => {
        const pdfs = await Promise.all(lines.map((each) => pooled([each])));
        return pdfs.reduce((bytes, pdf) => bytes + pdf.length, 0);
      }),
      await timed(
        `one PDF of the run's payslips, a page each, round ${round}`,
        payslips,
        async () => (await pooled(lines)).length,
      ),
      await timed(`one PDF per payslip in turn on this thread, round ${round}`, payslips, async () => {
        let bytes = 0;
        for (const each of lines) bytes += (await renderPayslips(head, run, [each])).length;
        return bytes;
      }),
    );
  }

  const [load] = loadavg();
  console.log(
    `\n${payslips} payslips, Node ${process.version}, ${cpus().length} CPUs, load average ${load?.toFixed(1)}\n`,
  );
  console.log('| case | seconds | payslips a second | CPU seconds | payslips a CPU second | PDF bytes |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    const rate = (seconds: number) => (result.payslips / seconds).toFixed(1);
    console.log(
      `| ${result.name} | ${result.seconds.toFixed(2)} | ${rate(result.seconds)} | ${result.cpuSeconds.toFixed(2)} | ` +
        `${rate(result.cpuSeconds)} | ${result.bytes.toLocaleString('en-NG')} |`,
    );
  }
  const out = path.join(root, 'bench/out');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'payslips-results.json'),
    JSON.stringify({ at: new Date().toISOString(), payslips, warmup, rounds, workers, load, results }, null, 2),
  );
}

await main();
