import { openDatabase, seedReferenceData } from '@owo/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { tryMode } from './dev/try-mode.ts';
import { ensureDemoCompany } from './modules/demo/demo.service.ts';
import { paystackUrlFor } from './paystack/paystack.config.ts';
import { setPdfWorkers } from './pdf/pool.ts';

/** Process entry: config -> database -> app -> listen -> graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  const config = paystackUrlFor(loadConfig());
  const logger = pino({ level: config.LOG_LEVEL });
  if (config.PDF_WORKERS !== undefined) setPdfWorkers(config.PDF_WORKERS);
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  await seedReferenceData(database.db);
  // PGlite runs no autovacuum, so its planner statistics never refresh on their own; stale ones
  // give the ledger's queries plans that scan a company's lines (bench/ledger/README.md). The
  // ledger settler refreshes them again as the ledger grows.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  // Trying Owo on the embedded database: NRS and Paystack are local stand-ins (dev/try-mode.ts).
  const trying = database.kind === 'pglite' ? tryMode(config) : null;
  const app = await buildApp({ config: trying?.config ?? config, database, logger });

  // The embedded database is for trying Owo, so it always gets the demo; a server only on request.
  if (database.kind === 'pglite' || config.DEMO) {
    const demo = await ensureDemoCompany(database.db, config.TRIAL_DAYS);
    app.log.info(`Demo company ready. Sign in as ${demo.email} with password ${demo.password}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await trying?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  for (const note of (await trying?.startStandIns(app.config)) ?? []) app.log.info(note);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  app.log.info(
    `Owo is ready on ${config.APP_URL.replace(/:\d+$/, `:${config.PORT}`)} (${where}) in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
