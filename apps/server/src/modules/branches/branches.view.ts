import { branches, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';

/** Whether an id is one of the company's branches: another company's is as unknown as a made-up one. */
export async function isCompanyBranch(tx: Executor, companyId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
  return row !== undefined;
}
