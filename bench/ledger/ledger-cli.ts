/**
 * The big company's entries as a ledger-cli journal (bench/out/ledger.journal), so other tools can
 * be timed on the same data. The file comes from the same seeded plan as the database load, so it
 * needs no database:
 *
 *   2024/01/02 * Cash sale S-0000001
 *       Asset:Current Assets:Bank Account  ₦18032.28
 *       Expense:Other Expenses:Bank Charges  ₦90.61
 *       Income:Revenue:Sales  ₦-16858.50
 *       Liability:Current Liabilities:VAT Output  ₦-1264.39
 *
 * (the first entry at the default 1,000,000 lines; accounts are Type:Parent:Account, debits
 * positive, credits negative)
 *
 * Run alone: node --import tsx ledger/ledger-cli.ts [--lines N] [--seed N] [--out file]
 * then time:  time ledger -f bench/out/ledger.journal balance
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toDecimalString, toKobo } from '@owo/core';
import { parseFlags } from './flags.ts';
import { defaultGenerateOptions } from './generate.ts';
import { type ChartAccount, planEntries, starterChart } from './plan.ts';

export const JOURNAL_FILE = path.resolve(import.meta.dirname, '../out/ledger.journal');

export const accountPath = (account: Pick<ChartAccount, 'type' | 'parent' | 'name'>) =>
  `${account.type}:${account.parent}:${account.name}`;

export async function writeLedgerJournal(options: { file?: string; lines: number; seed: number }) {
  const file = options.file ?? JOURNAL_FILE;
  mkdirSync(path.dirname(file), { recursive: true });
  const started = performance.now();
  const names = new Map(starterChart().map((account) => [account.code, accountPath(account)]));
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let chunk = '';
  let entries = 0;
  let lines = 0;
  for (const entry of planEntries({ seed: options.seed, count: Math.round(options.lines / 4) })) {
    chunk += `${entry.date.replaceAll('-', '/')} * ${entry.memo}\n`;
    for (const line of entry.lines) {
      chunk += `    ${names.get(line.code)}  ₦${toDecimalString(line.debit - line.credit)}\n`;
      lines += 1;
    }
    chunk += '\n';
    entries += 1;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { file, entries, lines, bytes: statSync(file).size, ms: Math.round(performance.now() - started) };
}

export function ledgerInstalled(): boolean {
  return spawnSync('ledger', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Wall time of `ledger -f <file> balance`, median of `runs`; null when ledger is not installed. */
export function timeLedgerBalance(file = JOURNAL_FILE, runs = 3): { medianMs: number; runs: number[] } | null {
  if (!ledgerInstalled()) return null;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = spawnSync('ledger', ['-f', file, 'balance'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (result.status !== 0) throw new Error(`ledger failed: ${result.stderr}`);
    times.push(Math.round(performance.now() - started));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, runs: times };
}

/** Each account's balance (debit - credit, kobo) as ledger-cli computes it from the file. */
export function ledgerBalances(file = JOURNAL_FILE): Map<string, number> {
  const result = spawnSync(
    'ledger',
    ['-f', file, 'balance', '--flat', '--no-total', '-F', '%(account)\t%(quantity(display_total))\n'],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (result.status !== 0) throw new Error(`ledger failed: ${result.stderr}`);
  const balances = new Map<string, number>();
  for (const row of result.stdout.split('\n')) {
    if (row.trim() === '') continue;
    const [account, quantity] = row.split('\t') as [string, string];
    balances.set(account, toKobo(quantity.trim()));
  }
  return balances;
}

/** The command to time ledger-cli on the file, relative to `from` (default: the current folder). */
export const ledgerCommand = (file = JOURNAL_FILE, from = process.cwd()) =>
  `time ledger -f ${path.relative(from, file) || file} balance`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { flags, number } = parseFlags(process.argv.slice(2));
  const written = await writeLedgerJournal({
    file: flags.get('out'),
    lines: number('lines', defaultGenerateOptions.lines),
    seed: number('seed', defaultGenerateOptions.seed),
  });
  console.log(
    `Wrote ${written.file}: ${written.entries} entries, ${written.lines} postings, ${(written.bytes / 1e6).toFixed(1)} MB in ${written.ms} ms`,
  );
  console.log(`Time it with:  ${ledgerCommand(written.file)}`);
  const timing = timeLedgerBalance(written.file);
  console.log(
    timing ? `ledger balance: median ${timing.medianMs} ms (${timing.runs.join(', ')})` : 'ledger is not installed',
  );
}
