import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor, Transaction } from './client.ts';

/*
 * Row-level security, the backstop behind tenancy by construction (DESIGN.md section 9). Every
 * tenant table (one with a NOT NULL company_id, and companies itself) has a policy that lets the
 * role owo_tenant see and write only the rows of the company named by the transaction setting
 * owo.company_id. A tenant transaction sets both, so inside it a query that forgot its company
 * filter still cannot read or write another company's rows. Work outside tenant transactions
 * (sign-in, settling, start-up seeds) runs as the connecting role, which owns the tables.
 */

export const TENANT_ROLE = 'owo_tenant';
const POLICY = 'tenant_isolation';

/**
 * Creates the tenant role if missing, grants it the tables, and gives every tenant table its
 * policy: tables added by later migrations are covered at the next start, without a line of code.
 * Run after the migrations, at every start; idempotent.
 */
export async function secureTenantTables(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN
        CREATE ROLE ${TENANT_ROLE} NOLOGIN;
      END IF;
    -- Roles belong to the whole server: another database being set up at the same moment made it.
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`),
  );
  await db.execute(sql.raw(`GRANT ${TENANT_ROLE} TO CURRENT_USER`));
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}`));
  // In a sub-select, the setting is read once per statement (an InitPlan), not once per row: read
  // per row, it made a trial balance over a large ledger four times slower (bench/ledger/README.md).
  const company = `(select nullif(current_setting('owo.company_id', true), '')::uuid)`;
  for (const table of await tenantTables(db)) {
    await db.execute(sql.raw(`ALTER TABLE "${table.name}" ENABLE ROW LEVEL SECURITY`));
    const rule = `USING ("${table.column}" = ${company}) WITH CHECK ("${table.column}" = ${company})`;
    await db.execute(
      sql.raw(
        table.hasPolicy
          ? `ALTER POLICY ${POLICY} ON "${table.name}" TO ${TENANT_ROLE} ${rule}`
          : `CREATE POLICY ${POLICY} ON "${table.name}" TO ${TENANT_ROLE} ${rule}`,
      ),
    );
  }
}

/** The tables holding a company's rows, by the column naming the company, and whether they have their policy. */
export async function tenantTables(
  executor: Executor,
): Promise<Array<{ name: string; column: string; hasPolicy: boolean }>> {
  const result = await executor.execute(sql`
    select table_class.relname as name, case when table_class.relname = 'companies' then 'id' else 'company_id' end as column,
      exists (select 1 from pg_policy policy where policy.polrelid = table_class.oid and policy.polname = ${POLICY}) as "hasPolicy"
    from pg_class table_class
    join pg_namespace namespace on namespace.oid = table_class.relnamespace and namespace.nspname = 'public'
    where table_class.relkind = 'r' and (table_class.relname = 'companies' or exists (
      select 1 from pg_attribute attribute where attribute.attrelid = table_class.oid
        and attribute.attname = 'company_id' and attribute.attnotnull and not attribute.attisdropped))
    order by table_class.relname`);
  return (result as unknown as { rows: Array<{ name: string; column: string; hasPolicy: boolean }> }).rows;
}

/** Makes the rest of the transaction act for one company only (row-level security above). */
export async function enterTenant(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(
    sql`select set_config('owo.company_id', ${companyId}, true), set_config('role', ${TENANT_ROLE}, true)`,
  );
}

/** A transaction that can see and write only one company's rows. */
export function tenantTransaction<T>(
  db: Database,
  companyId: string,
  work: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const session = pooledSession(db);
  if (session) return pooledTenantTransaction(session, companyId, work, options.readOnly === true);
  return db.transaction(
    async (tx) => {
      await enterTenant(tx, companyId);
      return work(tx);
    },
    options.readOnly ? { accessMode: 'read only' } : undefined,
  );
}

/** What Drizzle's node-postgres session holds (its fields are private in the types, plain at run time). */
interface PooledSession {
  client: pg.Pool;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

function pooledSession(db: Database): PooledSession | null {
  const session = (db as unknown as { _: { session: Partial<PooledSession> } })._.session;
  return session.client instanceof pg.Pool ? (session as PooledSession) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * tenantTransaction() on a PostgreSQL server: Drizzle's own transaction() sends `begin`, then the
 * tenant settings, each waiting for its answer. Here both go in one message (the simple query
 * protocol runs several statements, without parameters: the company id, a checked uuid, and the
 * role name are written into the text), one round trip fewer per transaction (issue 27). The rest
 * is what Drizzle's node-postgres transaction() does, with the same Transaction given to `work`.
 */
async function pooledTenantTransaction<T>(
  session: PooledSession,
  companyId: string,
  work: (tx: Transaction) => Promise<T>,
  readOnly: boolean,
): Promise<T> {
  if (!UUID.test(companyId))
    throw new Error(`A tenant transaction needs a company id, not ${JSON.stringify(companyId)}`);
  const client = await session.client.connect();
  // Back to the pool only once its transaction is surely over; otherwise the connection is closed.
  let ended = false;
  try {
    let result: T;
    try {
      await client.query(
        `begin${readOnly ? ' read only' : ''}; select set_config('owo.company_id', '${companyId}', true), ` +
          `set_config('role', '${TENANT_ROLE}', true)`,
      );
      const connection = new NodePgSession(client, session.dialect, session.schema, session.options);
      result = await work(new NodePgTransaction(session.dialect, connection, session.schema) as unknown as Transaction);
    } catch (error) {
      await client.query('rollback');
      ended = true;
      throw error;
    }
    await client.query('commit');
    ended = true;
    return result;
  } finally {
    client.release(ended ? undefined : true);
  }
}
