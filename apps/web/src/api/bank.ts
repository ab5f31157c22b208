import type {
  BankAccountCreateInput,
  BankAccountView,
  BankListing,
  BankRuleCreateInput,
  BankRuleUpdateInput,
  BankRuleView,
  ContactOption,
  StatementImportInput,
  StatementImportProgress,
  StatementImportResult,
  TaxOption,
} from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../session/storage.ts';
import { accountKeys } from './accounts.ts';
import { type Envelope, request } from './client.ts';

/*
 * Bank accounts, statement import and bank rules (docs/bank-api.md, docs/bank-rules.md). The
 * answers' types are core's zod schemas (schemas/bank.ts, bank-rules.ts, taxes.ts, contacts.ts),
 * which the server checks its answers against. Amounts are naira.
 */

export type {
  /** A chart account as a rule (or a rule's proposal) names it. */
  AccountReference,
  /** GET /contacts/options: the company's customers and vendors for a Contact select. */
  ContactOption,
  /** GET /bank/accounts/{id}/statement-imports/{importId}: how far an import has got. */
  StatementImportProgress,
  StatementImportResult,
  /** GET /tax/options: the company's taxes for a Tax select (rate in basis points, 750 = 7.5%). */
  TaxOption,
} from '@owo/core';

/** A Nigerian bank as GET /bank/banks lists it. */
export type Bank = BankListing;

/** A chart account flagged isBank (cash and cards too), with its ledger balance in naira. */
export type BankAccount = BankAccountView;
/** Null (as a whole) for cash and other accounts added in the chart of accounts without bank details. */
export type BankDetails = NonNullable<BankAccount['bank']>;
export type BankAccountType = BankDetails['type'];

export type StatementFormat = StatementImportInput['format'];

export const bankKeys = {
  all: ['bank'] as const,
  banks: ['bank', 'banks'] as const,
  accounts: ['bank', 'accounts'] as const,
  account: (id: string) => ['bank', 'accounts', id] as const,
};

export function useBanks() {
  return useQuery({
    queryKey: bankKeys.banks,
    queryFn: () => request<Bank[]>('/bank/banks'),
    // The list changes with a release, not during a session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBankAccounts() {
  return useQuery({ queryKey: bankKeys.accounts, queryFn: () => request<BankAccount[]>('/bank/accounts') });
}

export function useBankAccount(id: string) {
  return useQuery({
    queryKey: bankKeys.account(id),
    queryFn: () => request<BankAccount>(`/bank/accounts/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
  });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountCreateInput) => request<BankAccount>('/bank/accounts', { method: 'POST', body }),
    onSuccess: async () => {
      // A new chart account: pickers and the chart list change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
      ]);
    },
  });
}

/**
 * A UUIDv7 for a new import, sent with the file so its progress can be read while the upload runs.
 * crypto.randomUUID needs a secure context, and Owo is often opened on a LAN address over HTTP.
 */
export function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const time = Date.now();
  for (let index = 0; index < 6; index += 1) bytes[index] = Math.floor(time / 2 ** (8 * (5 - index))) % 256;
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The progress of an import while its upload runs, read every half second; null until the server
 * has read the file and started writing (404 until then, which is expected here, so it is not
 * announced as an error the way request() announces every failure).
 */
export function useStatementImportProgress(accountId: string, importId: string | null) {
  return useQuery({
    queryKey: ['bank', 'accounts', accountId, 'statement-imports', importId],
    queryFn: () => readImportProgress(accountId, importId ?? ''),
    enabled: importId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'importing' || !query.state.data ? 500 : false),
    retry: false,
  });
}

async function readImportProgress(accountId: string, importId: string): Promise<StatementImportProgress | null> {
  const { token, activeCompanyId } = readSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (activeCompanyId) headers['x-company-id'] = activeCompanyId;
  const path = `/api/bank/accounts/${encodeURIComponent(accountId)}/statement-imports/${encodeURIComponent(importId)}`;
  try {
    const response = await fetch(path, { headers });
    if (!response.ok) return null;
    return ((await response.json()) as Envelope<StatementImportProgress>).data;
  } catch {
    // Progress is a nicety: the upload's own answer says how the import went.
    return null;
  }
}

export function useImportStatement(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementImportInput) =>
      request<StatementImportResult>(`/bank/accounts/${encodeURIComponent(accountId)}/statements`, {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      // New statement lines show in an open reconciliation of the account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
      ]);
    },
  });
}

/** GET /bank/rules (docs/bank-rules.md): what a rule matches and the entry it proposes. Amounts in naira. */
export type BankRule = BankRuleView;
export type BankRuleDirection = BankRule['direction'];

export const bankRuleKeys = {
  all: ['bank', 'rules'] as const,
  taxes: ['bank', 'tax-options'] as const,
  contacts: ['bank', 'contact-options'] as const,
};

export function useBankRules() {
  return useQuery({ queryKey: bankRuleKeys.all, queryFn: () => request<BankRule[]>('/bank/rules') });
}

export function useTaxOptions() {
  return useQuery({ queryKey: bankRuleKeys.taxes, queryFn: () => request<TaxOption[]>('/tax/options') });
}

/** The company's VAT taxes: what a bank line's amount may include. */
export function useVatTaxes(): TaxOption[] {
  return (useTaxOptions().data?.data ?? []).filter((tax) => tax.kind === 'vat');
}

export function useContactOptions() {
  return useQuery({ queryKey: bankRuleKeys.contacts, queryFn: () => request<ContactOption[]>('/contacts/options') });
}

/** A rule changed changes the proposals of every open reconciliation too. */
function useRuleMutation<Variables, Answer>(call: (variables: Variables) => Promise<Envelope<Answer>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankRuleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reconciliations', 'one'] }),
      ]);
    },
  });
}

export function useCreateBankRule() {
  return useRuleMutation((body: BankRuleCreateInput) => request<BankRule>('/bank/rules', { method: 'POST', body }));
}

export function useUpdateBankRule() {
  return useRuleMutation(({ ruleId, ...body }: BankRuleUpdateInput & { ruleId: string }) =>
    request<BankRule>(`/bank/rules/${encodeURIComponent(ruleId)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteBankRule() {
  return useRuleMutation((ruleId: string) =>
    request<unknown>(`/bank/rules/${encodeURIComponent(ruleId)}`, { method: 'DELETE' }),
  );
}

/** rules: ids in the new order (those not listed keep their order after them). */
export function useReorderBankRules() {
  return useRuleMutation((rules: string[]) =>
    request<BankRule[]>('/bank/rules/order', { method: 'PUT', body: { rules } }),
  );
}
