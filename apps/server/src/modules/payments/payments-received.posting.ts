import { type Kobo, multiplyKobo } from '@owo/core';
import type { EntryLine } from '../../ledger/post.ts';

/*
 * The entries of money received from a customer (issue 14, "Posting"), in the home currency:
 *
 *   payment     Dr bank (amount received)  Dr WHT receivable (tax withheld)
 *               Cr receivables (what the invoices went down by, at their own rates)
 *               Cr customer deposits (the excess: the customer's credit)
 *               and the difference, for a foreign-currency payment, to FX gain or loss
 *   prepayment  Dr bank, Cr customer deposits
 *   credit used Dr customer deposits, Cr receivables
 *
 * Lines with the customer carry their id, so the customer's balance and credit read from the
 * ledger. Pure: amounts in, lines out, table-tested.
 */

export interface PaymentAccounts {
  bank: string;
  receivables: string;
  whtReceivable: string;
  customerDeposits: string;
  fxGainLoss: string;
}

export interface PaymentPostingInput {
  accounts: PaymentAccounts;
  customerId: string;
  branchId: string;
  currencyCode: string;
  homeCurrencyCode: string;
  /** The payment's rate (home per unit). */
  exchangeRate: string;
  amountReceived: Kobo;
  cashApplied: Kobo;
  withholdingTax: Kobo;
  /** Σ homeSettled over the invoices. */
  receivablesHome: Kobo;
  memo: string;
}

type CreditInput = Pick<
  PaymentPostingInput,
  'currencyCode' | 'homeCurrencyCode' | 'exchangeRate' | 'amountReceived' | 'cashApplied'
>;

function homeOf(input: Pick<PaymentPostingInput, 'currencyCode' | 'homeCurrencyCode' | 'exchangeRate'>) {
  const foreign = input.currencyCode !== input.homeCurrencyCode;
  return (amount: Kobo) => (foreign ? multiplyKobo(amount, input.exchangeRate) : amount);
}

/**
 * What a payment credits to Customer Deposits for the customer (their credit), home currency: the
 * amount received less the cash put on invoices, each converted as the entry converts them.
 */
export function customerCreditHome(input: CreditInput): Kobo {
  const toHome = homeOf(input);
  return toHome(input.amountReceived) - toHome(input.cashApplied);
}

export function paymentEntryLines(input: PaymentPostingInput): EntryLine[] {
  const { accounts, customerId } = input;
  const foreign = input.currencyCode !== input.homeCurrencyCode;
  const toHome = homeOf(input);
  const bank = toHome(input.amountReceived);
  const cashHome = toHome(input.cashApplied);
  const excess = customerCreditHome(input);
  const withheld = toHome(input.withholdingTax);
  const fx = cashHome + withheld - input.receivablesHome;
  const currency = (amount: Kobo) =>
    foreign
      ? { currencyCode: input.currencyCode, currencyAmount: amount }
      : { currencyCode: null, currencyAmount: null };
  const lines: EntryLine[] = [
    { accountId: accounts.bank, debit: bank, credit: 0, ...currency(input.amountReceived) },
    {
      accountId: accounts.whtReceivable,
      debit: withheld,
      credit: 0,
      contactId: customerId,
      description: 'Tax withheld by the customer',
    },
    { accountId: accounts.receivables, debit: 0, credit: input.receivablesHome, contactId: customerId },
    {
      accountId: accounts.customerDeposits,
      debit: 0,
      credit: excess,
      contactId: customerId,
      description: 'Customer credit',
    },
    {
      accountId: accounts.fxGainLoss,
      debit: Math.max(-fx, 0),
      credit: Math.max(fx, 0),
      description: 'Exchange difference',
    },
  ];
  return lines
    .filter((line) => line.debit !== 0 || line.credit !== 0)
    .map((line) => ({ description: input.memo, ...line, branchId: input.branchId }));
}

/** Customer credit applied to an invoice: Dr customer deposits, Cr receivables. */
export function creditApplicationLines(input: {
  accounts: Pick<PaymentAccounts, 'receivables' | 'customerDeposits'>;
  customerId: string;
  branchId: string;
  amount: Kobo;
  memo: string;
}): EntryLine[] {
  const common = { contactId: input.customerId, branchId: input.branchId, description: input.memo };
  return [
    { accountId: input.accounts.customerDeposits, debit: input.amount, credit: 0, ...common },
    { accountId: input.accounts.receivables, debit: 0, credit: input.amount, ...common },
  ];
}
