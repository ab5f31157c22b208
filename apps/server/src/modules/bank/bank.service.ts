import { type BankAccountCreate, type BankAccountView, findBank, todayInLagos, toKobo } from '@owo/core';
import {
  accounts,
  bankAccounts,
  bankStatementLines,
  companies,
  type Executor,
  newId,
  subCategoryAccountId,
  type Transaction,
} from '@owo/db';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { authorityToPost } from '../../ledger/approval.ts';
import { readLockDate } from '../../ledger/lock-date.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import {
  checkMoneyFields,
  checkUnique,
  findSubCategory,
  nextFreeCode,
  openingBalanceLines,
} from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { findBankChartAccount, getBankAccountView, statementLineView } from './bank.view.ts';

/*
 * Bank accounts (a chart account flagged isBank, with its bank's details) and their statement
 * lines. Statement import is in statements.import.ts; it writes nothing to the ledger.
 */

/** Bank accounts are added under the chart's Bank sub category (Current Assets), beside 1050 Bank Account. */
const BANK_SUB_CATEGORY = 'Bank';

/**
 * Adds a bank account: its chart account (named after the bank and number, next free code under
 * Current Assets), its bank details and its opening balance, in one transaction. The same number
 * at the same bank is added once (409).
 */
export async function createBankAccount(
  tx: PostingTransaction,
  context: RequestContext,
  input: BankAccountCreate,
): Promise<BankAccountView> {
  const { companyId } = context;
  const bank = findBank(input.bankCode);
  if (!bank) throw new Invalid('Bank is not valid.', { bankCode: 'Bank is not valid.' });
  const [existing] = await tx
    .select({ accountId: bankAccounts.accountId })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.bankCode, bank.code),
        eq(bankAccounts.accountNumber, input.accountNumber),
      ),
    );
  if (existing) throw new Conflict(`${bank.name} account ${input.accountNumber} has already been added`);
  const target = await findSubCategory(tx, subCategoryAccountId(BANK_SUB_CATEGORY));
  const currencyCode = await foreignCurrencyOf(tx, companyId, input.currency ?? null);
  await checkMoneyFields(tx, target, { currencyCode, isBank: true });
  const name = `${bank.name} - ${input.accountNumber}`;
  await checkUnique(tx, companyId, { name });
  const accountId = newId();
  await tx.insert(accounts).values({
    companyId,
    id: accountId,
    code: await nextFreeCode(tx, companyId, target),
    name,
    subCategoryId: target.subCategory.id,
    description: `${input.type === 'business' ? 'Business' : 'Personal'} account held in the name of ${input.accountName}`,
    currencyCode,
    isBank: true,
  });
  await tx.insert(bankAccounts).values({
    companyId,
    id: newId(),
    accountId,
    kind: input.type,
    bankName: bank.name,
    bankCode: bank.code,
    accountNumber: input.accountNumber,
    accountName: input.accountName,
  });
  await postOpeningBalance(tx, context, { accountId, balance: input.openingBalance, date: input.openingBalanceDate });
  const view = await getBankAccountView(tx, companyId, accountId, todayInLagos());
  await recordAudit(tx, context, {
    action: 'create',
    entityType: 'bank-account',
    entityId: accountId,
    after: { ...view, openingBalance: input.openingBalance ?? 0, openingBalanceDate: input.openingBalanceDate ?? null },
  });
  return view;
}

/**
 * What the account held when the books take it over, posted against Opening Balance Equity as the
 * company's opening balances are (opening-balances.posting.ts), with the bank account as the
 * source: it is the account's own opening, beside the company's one set. Below zero is an
 * overdraft (a credit to the bank account). Nothing is posted for zero.
 */
async function postOpeningBalance(
  tx: PostingTransaction,
  context: RequestContext,
  { accountId, balance, date }: { accountId: string; balance: number | undefined; date: string | undefined },
) {
  const kobo = toKobo(balance ?? 0);
  if (kobo === 0) return;
  if (date === undefined) {
    const message = 'Opening balance date is a required field';
    throw new Invalid(message, { openingBalanceDate: message });
  }
  const { companyId } = context;
  const lockDate = await readLockDate(tx, companyId);
  if (lockDate !== null && date <= lockDate) {
    const message = `The books are locked up to ${lockDate}: the opening balance date must be after it`;
    throw new Invalid(message, { openingBalanceDate: message });
  }
  const equity = await systemAccount(tx, companyId, 'opening-balance-equity');
  await post(
    tx,
    {
      companyId,
      date,
      memo: 'Opening balance',
      sourceType: 'opening-balance',
      sourceId: accountId,
      createdBy: context.userId,
      lines: openingBalanceLines([{ accountId, debit: Math.max(kobo, 0), credit: Math.max(-kobo, 0) }], equity.id),
    },
    authorityToPost(
      context,
      'opening-balance',
      'Entering an opening balance needs the permission to add bank accounts',
    ),
  );
}

/** The currency to store: null for the company's home currency, as chart accounts keep it. */
async function foreignCurrencyOf(executor: Executor, companyId: string, currency: string | null) {
  if (currency === null) return null;
  const [company] = await executor
    .select({ currencyCode: companies.currencyCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.currencyCode === currency ? null : currency;
}

const lineStatuses = ['unmatched', 'matched', 'excluded'] as const;

/** where[status], range[startDate], range[endDate]; newest first. */
export async function listStatementLines(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
  { accountId, query }: { accountId: string; query: ListQuery },
) {
  const { companyId } = context;
  await findBankChartAccount(tx, companyId, accountId);
  const status = query.where.status?.toLowerCase();
  const knownStatus = lineStatuses.find((value) => value === status);
  if (status !== undefined && knownStatus === undefined) {
    throw new Invalid('where[status] is not valid.', { 'where.status': 'where[status] is not valid.' });
  }
  const filter: SQL | undefined = and(
    eq(bankStatementLines.companyId, companyId),
    eq(bankStatementLines.accountId, accountId),
    knownStatus ? eq(bankStatementLines.status, knownStatus) : undefined,
    query.range.startDate ? gte(bankStatementLines.date, query.range.startDate) : undefined,
    query.range.endDate ? lte(bankStatementLines.date, query.range.endDate) : undefined,
  );
  const rows = await tx
    .select()
    .from(bankStatementLines)
    .where(filter)
    .orderBy(desc(bankStatementLines.date), desc(bankStatementLines.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx.select({ value: count() }).from(bankStatementLines).where(filter);
  return { lines: rows.map(statementLineView), total: total?.value ?? 0 };
}
