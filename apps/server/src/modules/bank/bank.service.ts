import {
  type BankAccountCreate,
  findBank,
  StatementFormatError,
  type StatementImport,
  type StatementRowError,
} from '@owo/core';
import {
  accounts,
  bankAccounts,
  bankStatementImports,
  bankStatementLines,
  companies,
  type Database,
  type Executor,
  newId,
  subCategoryAccountId,
} from '@owo/db';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { Conflict, Invalid } from '../../errors.ts';
import type { RequestContext } from '../../http/access.ts';
import type { ListQuery } from '../../http/query.ts';
import { checkMoneyFields, checkUnique, findSubCategory, nextFreeCode } from '../accounts/accounts.rules.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type BankAccountView, findBankChartAccount, getBankAccountView, statementLineView } from './bank.view.ts';
import { parseStatementFile } from './statements.parse.ts';

/*
 * Bank accounts (a chart account flagged isBank, with its bank's details) and statement import.
 * Importing stores statement lines for reconciliation; it writes nothing to the ledger.
 */

/** Bank accounts are added under the chart's Bank sub category (Current Assets), beside 1050 Bank Account. */
const BANK_SUB_CATEGORY = 'Bank';

/**
 * Adds a bank account: its chart account (named after the bank and number, next free code under
 * Current Assets) and its bank details, in one transaction. The same number at the same bank is
 * added once (409).
 */
export async function createBankAccount(
  db: Database,
  context: RequestContext,
  input: BankAccountCreate,
  today: string,
): Promise<BankAccountView> {
  const { companyId } = context;
  const bank = findBank(input.bankCode);
  if (!bank) throw new Invalid('bankCode is not valid.', { bankCode: 'bankCode is not valid.' });
  return db.transaction(async (tx) => {
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
    const view = await getBankAccountView(tx, companyId, accountId, today);
    await recordAudit(tx, context, { action: 'create', entityType: 'bank-account', entityId: accountId, after: view });
    return view;
  });
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

export interface StatementImportResult {
  import: { _id: string; fileName: string; lineCount: number };
  imported: number;
  duplicates: number;
  errors: StatementRowError[];
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

/**
 * Imports a CSV or OFX statement into a bank account. Lines already stored for the account (same
 * externalId: the bank's FITID or a hash of the line) are skipped and counted, also when two
 * imports of one file race. Rows that cannot be read are answered with their row numbers; the
 * others are stored. A file with nothing readable is refused (400) and stores nothing.
 */
export async function importStatement(
  db: Database,
  context: RequestContext,
  accountId: string,
  input: StatementImport,
): Promise<StatementImportResult> {
  const { companyId } = context;
  return db.transaction(async (tx) => {
    const account = await findBankChartAccount(tx, companyId, accountId);
    const statement = parseFile(input);
    if (statement.lines.length === 0) {
      const [first] = statement.errors;
      const message = first
        ? `No transaction in the file could be read (row ${first.row}: ${first.message})`
        : 'The file has no transactions';
      throw new Invalid(message, { content: message });
    }
    await checkStatementAccount(tx, companyId, account.id, statement.accountNumber);

    const importId = newId();
    await tx.insert(bankStatementImports).values({
      companyId,
      id: importId,
      accountId: account.id,
      sourceName: input.fileName,
      statementFrom: statement.statementFrom,
      statementTo: statement.statementTo,
      importedBy: context.userId,
    });
    // A file may repeat a FITID: one line per id is stored, the repeats count as duplicates.
    const fresh = [...new Map(statement.lines.map((line) => [line.externalId, line] as const)).values()];
    let imported = 0;
    for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
      const written = await tx
        .insert(bankStatementLines)
        .values(
          fresh.slice(start, start + INSERT_BATCH).map((line) => ({
            companyId,
            id: newId(),
            importId,
            accountId: account.id,
            date: line.date,
            description: line.description,
            reference: line.reference,
            amount: line.amountKobo,
            statementBalance: line.balanceKobo ?? null,
            externalId: line.externalId,
          })),
        )
        .onConflictDoNothing({
          target: [bankStatementLines.companyId, bankStatementLines.accountId, bankStatementLines.externalId],
        })
        .returning({ id: bankStatementLines.id });
      imported += written.length;
    }
    await tx
      .update(bankStatementImports)
      .set({ lineCount: imported })
      .where(and(eq(bankStatementImports.companyId, companyId), eq(bankStatementImports.id, importId)));
    const result = {
      import: { _id: importId, fileName: input.fileName, lineCount: imported },
      imported,
      duplicates: statement.lines.length - imported,
      errors: statement.errors,
    };
    await recordAudit(tx, context, {
      action: 'create',
      entityType: 'bank-statement-import',
      entityId: importId,
      after: {
        account: account.id,
        fileName: input.fileName,
        format: input.format,
        imported,
        duplicates: result.duplicates,
        errors: statement.errors.length,
        from: statement.statementFrom,
        to: statement.statementTo,
      },
    });
    return result;
  });
}

function parseFile(input: StatementImport) {
  try {
    return parseStatementFile(input);
  } catch (error) {
    if (error instanceof StatementFormatError) throw new Invalid(error.message, { content: error.message });
    throw error;
  }
}

/** An OFX file names its account: one for another account of ours is refused, not mixed in. */
async function checkStatementAccount(
  executor: Executor,
  companyId: string,
  accountId: string,
  statementAccountNumber: string | undefined,
) {
  if (statementAccountNumber === undefined || !/^\d{10}$/.test(statementAccountNumber)) return;
  const [details] = await executor
    .select({ accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.accountId, accountId)));
  if (details && /^\d{10}$/.test(details.accountNumber) && details.accountNumber !== statementAccountNumber) {
    const message = `This statement is for account ${statementAccountNumber}, not ${details.accountNumber}`;
    throw new Invalid(message, { content: message });
  }
}

const lineStatuses = ['unmatched', 'matched', 'excluded'] as const;

/** where[status], range[startDate], range[endDate]; newest first. */
export async function listStatementLines(db: Database, companyId: string, accountId: string, query: ListQuery) {
  await findBankChartAccount(db, companyId, accountId);
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
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(filter)
    .orderBy(desc(bankStatementLines.date), desc(bankStatementLines.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(bankStatementLines).where(filter);
  return { lines: rows.map(statementLineView), total: total?.value ?? 0 };
}
