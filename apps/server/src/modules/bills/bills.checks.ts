import { peopleMessages } from '@owo/core';
import { contacts, documents, type Executor, type Transaction } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { assertInScope, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { nextNumber } from '../../ledger/sequences.ts';
import { isEmployee } from '../people/index.ts';
import { branchNames } from '../stock/index.ts';

/*
 * What a bill names, checked: the vendor (a vendor of the company, in a limited member's branch),
 * the branch, the employee; and Owo's own number for it (BILL-00001), the vendor's being billNo.
 */

export const billCheckMessages = {
  notVendor: 'Vendor is not valid.',
} as const;

interface Parties {
  vendor: string;
  branch: string;
  employee?: string | null | undefined;
}

/** The vendor, branch and employee; answers the branch to store and the vendor's TIN and address. */
export async function checkBillParties(executor: Transaction, context: RequestContext, parties: Parties) {
  const branchId = branchToStore(context, parties.branch) as string;
  await branchNames(executor, context.companyId, [branchId]);
  const [vendor] = await executor
    .select({ kind: contacts.kind, branchId: contacts.branchId, tin: contacts.tin })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, parties.vendor)));
  if (!vendor) throw new NotFound('Vendor');
  if (vendor.kind !== 'vendor') throw new Invalid(billCheckMessages.notVendor, { vendor: billCheckMessages.notVendor });
  assertInScope(context, vendor.branchId, 'Vendor');
  if (parties.employee && !(await isEmployee(executor, context, { id: parties.employee })))
    throw new Invalid(peopleMessages.notStaff, { employee: peopleMessages.notStaff });
  return { branchId, vendorTin: vendor.tin?.trim() ?? '' };
}

/** The next BILL number; one typed by hand earlier never holds it twice (skipped). */
export async function nextBillNumber(executor: Executor, companyId: string): Promise<string> {
  for (;;) {
    const number = `BILL-${String(await nextNumber(executor, companyId, 'purchases-bill')).padStart(5, '0')}`;
    const [taken] = await executor
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'bill'), eq(documents.number, number)));
    if (!taken) return number;
  }
}
