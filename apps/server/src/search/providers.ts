import { accountSearch } from '../modules/accounts/accounts.search.ts';
import { bankAccountSearch } from '../modules/bank/bank.search.ts';
import { salesDocumentSearch } from '../modules/invoices/invoices.search.ts';
import { journalSearch } from '../modules/journals/journals.search.ts';
import { purchaseDocumentSearch } from '../modules/purchases/purchases.search.ts';
import type { SearchProvider } from './registry.ts';

/** Every kind global search finds, in the order its groups are shown. A new module adds its provider here. */
export const searchProviders: readonly SearchProvider[] = [
  salesDocumentSearch,
  purchaseDocumentSearch,
  journalSearch,
  accountSearch,
  bankAccountSearch,
];
