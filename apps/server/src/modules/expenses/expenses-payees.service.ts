import type { Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { insertPayee } from '../contacts/index.ts';
import type { PayeeKind } from './expenses-payees.view.ts';

/** New Payee: an individual customer, employee or vendor, named as typed. */
export async function addPayee(
  tx: Transaction,
  context: RequestContext,
  input: { displayName: string; category: PayeeKind },
) {
  return insertPayee(tx, context, { kind: input.category, displayName: input.displayName });
}
