import { z } from 'zod';
import { contactOptionSchema } from './contacts.ts';
import {
  amount,
  boolean,
  choice,
  fieldsObject,
  figure,
  id,
  list,
  notValid,
  optionalString,
  requiredString,
  text,
} from './fields.ts';
import { taxOptionSchema } from './taxes.ts';

export * from '../bank/bank-rules.ts';

/*
 * Request bodies of bank rules and of accepting their proposals (docs/bank-rules.md), shared by
 * the API and the rule form. Messages name fields by their labels, as the form shows them.
 * Amounts stay in naira here; the server converts them to kobo.
 */

export const bankRuleDirectionValues = ['any', 'money-in', 'money-out'] as const;

export const bankRuleMessages = {
  amountOrder: 'Amount to must be at least Amount from',
  noText: 'Text to match needs some text besides |',
} as const;

/** Empty (a cleared input) and null both mean "none". */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** A bound on the line's size: left out, empty or null means no bound. */
const optionalAmount = (label: string) => z.preprocess(emptyToNull, amount(label).nullable()).optional();

/** An id that may be cleared with null (or an empty string, as a cleared select sends it). */
const optionalId = (label: string) => z.preprocess(emptyToNull, id(label).nullable()).optional();

const ruleFields = {
  name: requiredString('Name', { max: 120 }),
  /** Texts to find in the description or reference, ' | ' between alternatives. */
  matchText: requiredString('Text to match', { max: 500 }).refine(
    (text) => text.split('|').some((part) => part.trim() !== ''),
    { message: bankRuleMessages.noText },
  ),
  direction: choice('Direction', bankRuleDirectionValues).optional(),
  amountFrom: optionalAmount('Amount from'),
  amountTo: optionalAmount('Amount to'),
  bankAccount: optionalId('Bank account'),
  account: id('Account'),
  tax: optionalId('Tax'),
  contact: optionalId('Contact'),
  memo: optionalString('Memo', 500),
  isActive: boolean('Active').optional(),
};

const boundsInOrder = (body: { amountFrom?: number | null; amountTo?: number | null }) =>
  body.amountFrom == null || body.amountTo == null || body.amountTo >= body.amountFrom;

export const bankRuleCreateSchema = fieldsObject(ruleFields).refine(boundsInOrder, {
  message: bankRuleMessages.amountOrder,
  path: ['amountTo'],
});
export type BankRuleCreateInput = z.input<typeof bankRuleCreateSchema>;
export type BankRuleCreate = z.output<typeof bankRuleCreateSchema>;

/** PATCH takes only the fields that changed; the server checks the bounds against the stored ones. */
export const bankRuleUpdateSchema = fieldsObject(ruleFields)
  .partial()
  .refine(boundsInOrder, { message: bankRuleMessages.amountOrder, path: ['amountTo'] });
export type BankRuleUpdateInput = z.input<typeof bankRuleUpdateSchema>;
export type BankRuleUpdate = z.output<typeof bankRuleUpdateSchema>;

const distinctIds = (label: string, most: number) =>
  list(label, id(label), { min: 1, max: most, tooFew: `Choose at least one in ${label}` }).refine(
    (ids) => new Set(ids.map((one) => one.toLowerCase())).size === ids.length,
    { message: `${label} has the same one twice` },
  );

/** The new order of the rules: these first, in this order; any not listed keep their order after them. */
export const bankRuleOrderSchema = fieldsObject({ rules: distinctIds('Rules', 1000) });
export type BankRuleOrderInput = z.input<typeof bankRuleOrderSchema>;

/** Statement lines whose proposals to accept, all in one transaction. */
export const acceptProposalsSchema = fieldsObject({ statementLines: distinctIds('Statement lines', 500) });
export type AcceptProposalsInput = z.input<typeof acceptProposalsSchema>;

/*
 * A rule as the API answers it (GET /bank/rules): what it matches and the entry it proposes. The
 * server checks what it sends against this shape and the web app takes its type from it. Amounts
 * are naira.
 */

/** A chart account as a rule (or a rule's proposal) names it. */
export const accountReferenceSchema = fieldsObject(
  { _id: text('Account'), account_code: text('Account code'), account_name: text('Account name') },
  'Account',
);
export type AccountReference = z.infer<typeof accountReferenceSchema>;

export const bankRuleViewSchema = fieldsObject({
  _id: text('Id'),
  name: text('Rule name'),
  /** Texts to find (whole words, any case) in the description or reference, ' | ' between alternatives. */
  matchText: text('Match text'),
  direction: z.enum(bankRuleDirectionValues, { error: notValid('Direction') }),
  /** Inclusive bounds on the line's size, in naira; null: no bound. */
  amountFrom: figure('Amount from').nullable(),
  amountTo: figure('Amount to').nullable(),
  /** Only this bank account's lines; null: every bank account's. */
  bankAccount: accountReferenceSchema.nullable(),
  account: accountReferenceSchema,
  tax: taxOptionSchema.nullable(),
  contact: contactOptionSchema.nullable(),
  memo: text('Memo'),
  isActive: z.boolean({ error: notValid('Active') }),
  /** Lower first; the first active rule that matches a line proposes its entry. */
  position: figure('Position'),
});
export type BankRuleView = z.infer<typeof bankRuleViewSchema>;
