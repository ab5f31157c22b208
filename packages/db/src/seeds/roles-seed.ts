import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { roles } from '../tables/foundation.ts';

/*
 * The roles every company starts with besides its Owner: what a small Nigerian business usually
 * hands its accountant, sales staff, buyer, payroll officer and a read-only adviser. Permission
 * names are the catalogue's (packages/core/src/permissions.ts; a server test checks each exists).
 * A company changes or deletes them like any role of its own.
 */

export interface RoleSeed {
  name: string;
  description: string;
  permissions: readonly string[];
}

const every = (area: string, actions: readonly string[]) => actions.map((action) => `${area}.${action}`);
const manage = ['view', 'create', 'edit', 'delete'] as const;

export const defaultRoleSeeds: readonly RoleSeed[] = [
  {
    name: 'Accountant',
    description: 'Keeps the books: accounts, journals, bank, tax and reports; sees sales, expenses and payroll',
    permissions: [
      ...every('accounting', [...manage, 'approve']),
      ...every('bank', manage),
      ...every('tax', [...manage, 'file', 'pay']),
      ...every('reports', ['view', 'export']),
      'sales.view',
      'expenses.view',
      'payroll.view',
      'settings.view',
    ],
  },
  {
    name: 'Sales',
    description: 'Serves customers: customers, products, invoices, estimates, receipts and payments received',
    permissions: every('sales', ['view', 'create', 'edit']),
  },
  {
    name: 'Purchasing',
    description: 'Buys for the business: vendors, purchase orders, bills, expenses and payments made',
    permissions: every('expenses', ['view', 'create', 'edit']),
  },
  {
    name: 'Payroll',
    description: 'Runs the payroll: employees, departments, payroll runs and payslips',
    permissions: [...every('hrm', manage), ...every('payroll', manage)],
  },
  {
    name: 'Viewer',
    description: 'Sees the books and reports, and exports them, without changing anything',
    permissions: [
      'sales.view',
      'expenses.view',
      'accounting.view',
      'bank.view',
      'tax.view',
      'reports.view',
      'reports.export',
      'settings.view',
    ],
  },
];

const seedRows = (companyId: string) =>
  defaultRoleSeeds.map((seed) => ({
    companyId,
    id: newId(),
    name: seed.name,
    description: seed.description,
    permissions: [...seed.permissions],
  }));

/** A new company's roles besides the Owner; called in the transaction that sets it up. */
export async function seedCompanyRoles(db: Executor, companyId: string): Promise<void> {
  await db.insert(roles).values(seedRows(companyId)).onConflictDoNothing();
}

/**
 * Companies set up before these roles existed get the ones they lack, at start. A company whose
 * roles someone has already added, changed or deleted (the audit log shows it) is left as it is:
 * a role a person removed does not come back.
 */
export async function seedMissingRoles(db: Executor): Promise<void> {
  const names = defaultRoleSeeds.map((seed) => seed.name);
  // One query finds the companies concerned, so a start with nothing missing costs one query.
  const result = await db.execute(sql`select companies.id from companies
    where (select count(*) from roles where roles.company_id = companies.id
        and roles.name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})) < ${names.length}
      and not exists (select 1 from audit_log where audit_log.company_id = companies.id
        and audit_log.entity_type = 'role')`);
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows;
  for (const row of rows) await seedCompanyRoles(db, row.id);
}
