import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { newId, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { type BenchCompany, setUpCompanies } from './companies.ts';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './database.ts';
import { parseFlags } from './flags.ts';
import { bulkLoad, type LoadTiming, postOneByOne } from './load.ts';
import { planEntries } from './plan.ts';
import { compareTwins, verifyLedger } from './verify.ts';

export const BENCH_EMAIL = 'bench@owo.ng';
export const BENCH_PASSWORD = 'owo-bench-2026';

export interface GenerateOptions {
  /** Journal lines of the big company (4 per entry). */
  lines: number;
  /** Entries of each of the 50 other companies. */
  smallEntries: number;
  seed: number;
  /** Entries per transaction, and per INSERT statement inside it. */
  batchEntries: number;
  statementEntries: number;
  /** ANALYZE the ledger tables as they grow, as autovacuum would; off only to show why it matters. */
  analyze: boolean;
  log: (message: string) => void;
}

export const defaultGenerateOptions: GenerateOptions = {
  lines: 1_000_000,
  smallEntries: 250,
  seed: 20_260_101,
  batchEntries: 1_000,
  statementEntries: 1_000,
  analyze: true,
  log: (message) => console.log(message),
};

export interface Generated {
  userId: string;
  email: string;
  password: string;
  big: BenchCompany;
  others: BenchCompany[];
  bigEntries: number;
  bigLines: number;
  smallEntries: number;
  timings: {
    setupMs: number;
    bigLoadMs: number;
    bigInsertMs: number;
    bigCommitMs: number;
    bigSettleMs: number;
    smallLoadMs: number;
    twinPostMs: number;
    vacuumMs: number;
    verifyMs: number;
  };
}

const milliseconds = (start: number) => Math.round(performance.now() - start);

export async function generate(database: BenchDatabase, options: GenerateOptions): Promise<Generated> {
  const { log } = options;
  const db = database.handle.db;
  await database.handle.migrate();
  await seedReferenceData(db);

  let started = performance.now();
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: BENCH_EMAIL,
    passwordHash: await hash(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Runner',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const [big, ...others] = await setUpCompanies(db, userId, 51);
  if (!big) throw new Error('no companies');
  const setupMs = milliseconds(started);
  log(`  51 companies set up through setupCompany() in ${setupMs} ms (${big.accounts.length} accounts each)`);

  const bigEntries = Math.round(options.lines / 4);
  const bigTiming: LoadTiming = { insertMs: 0, commitMs: 0, settleMs: 0 };
  started = performance.now();
  let nextReport = 0.1;
  await bulkLoad(db, big, userId, planEntries({ seed: options.seed, count: bigEntries }), {
    ...options,
    idSeed: options.seed + 1,
    timing: bigTiming,
    progress: (loaded) => {
      if (loaded / bigEntries >= nextReport - 1e-9) {
        const seconds = (performance.now() - started) / 1000;
        log(`  big company: ${loaded.toLocaleString('en')} entries in ${seconds.toFixed(1)} s`);
        nextReport += 0.1;
      }
    },
  });
  const bigLoadMs = milliseconds(started);
  log(
    `  big company: ${bigEntries.toLocaleString('en')} entries, ${(bigEntries * 4).toLocaleString('en')} lines ` +
      `loaded in ${(bigLoadMs / 1000).toFixed(1)} s (${Math.round((bigEntries * 1000) / bigLoadMs)} entries/s): ` +
      `INSERTs ${(bigTiming.insertMs / 1000).toFixed(1)} s, COMMITs (ledger trigger per entry) ${(bigTiming.commitMs / 1000).toFixed(1)} s, ` +
      `settling ${(bigTiming.settleMs / 1000).toFixed(1)} s`,
  );

  // The 50 others: company 1 through post(), company 2 the same plan in bulk (the twin check), the
  // rest in bulk with their own seeds.
  const [twinPosted, twinBulk, ...rest] = others;
  if (!twinPosted || !twinBulk) throw new Error('need two small companies');
  const twinSeed = options.seed + 101;
  started = performance.now();
  await postOneByOne(db, twinPosted, userId, planEntries({ seed: twinSeed, count: options.smallEntries }));
  const twinPostMs = milliseconds(started);
  started = performance.now();
  await bulkLoad(db, twinBulk, userId, planEntries({ seed: twinSeed, count: options.smallEntries }), {
    ...options,
    idSeed: twinSeed + 1,
  });
  for (const [index, company] of rest.entries()) {
    const seed = options.seed + 1000 + index * 7;
    await bulkLoad(db, company, userId, planEntries({ seed, count: options.smallEntries }), {
      ...options,
      idSeed: seed + 1,
    });
  }
  const smallLoadMs = milliseconds(started);
  log(
    `  50 small companies: ${options.smallEntries} entries each; one through post() in ${twinPostMs} ms ` +
      `(${Math.round((options.smallEntries * 1000) / twinPostMs)} entries/s, sequential), 49 in bulk in ${smallLoadMs} ms`,
  );

  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  const vacuumMs = milliseconds(started);
  log(`  vacuum analyze: ${vacuumMs} ms`);

  started = performance.now();
  const counts = await verifyLedger(db, big);
  await compareTwins(db, twinPosted, twinBulk);
  const verifyMs = milliseconds(started);
  log(
    `  verified in ${verifyMs} ms: daily and monthly totals = scan of lines, numbers gap-free, trial balance = scan, ` +
      `bulk twin = post() twin (${counts.entries} entries, ${counts.lines} lines in the big company)`,
  );

  return {
    userId,
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    big,
    others,
    bigEntries: counts.entries,
    bigLines: counts.lines,
    smallEntries: options.smallEntries,
    timings: {
      setupMs,
      bigLoadMs,
      bigInsertMs: Math.round(bigTiming.insertMs),
      bigCommitMs: Math.round(bigTiming.commitMs),
      bigSettleMs: Math.round(bigTiming.settleMs),
      smallLoadMs,
      twinPostMs,
      vacuumMs,
      verifyMs,
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { flags, number, has } = parseFlags(process.argv.slice(2));
  const kind = (flags.get('db') ?? 'postgres') as DatabaseKind;
  const database = await createBenchDatabase(kind);
  console.log(`${kind}: ${database.name}`);
  try {
    await generate(database, {
      ...defaultGenerateOptions,
      lines: number('lines', defaultGenerateOptions.lines),
      smallEntries: number('small-entries', defaultGenerateOptions.smallEntries),
      seed: number('seed', defaultGenerateOptions.seed),
      batchEntries: number('batch', defaultGenerateOptions.batchEntries),
      analyze: !has('no-analyze'),
    });
  } finally {
    if (has('keep')) {
      await database.close();
      console.log(`kept ${database.name}`);
    } else await database.drop();
  }
}
