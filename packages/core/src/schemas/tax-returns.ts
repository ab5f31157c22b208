import { z } from 'zod';
import { obligationKinds, obligationStatuses } from '../tax-returns/calendar.ts';
import { returnPaymentStatuses, taxReturnTypes } from '../tax-returns/deadlines.ts';
import { supplyClasses, vatFigureNames } from '../tax-returns/vat-return.ts';
import {
  amount,
  choice,
  fieldsObject,
  figure,
  freeText,
  id,
  isoDate,
  listOf,
  notValid,
  requiredString,
  text,
  yesOrNo,
} from './fields.ts';

/*
 * Tax returns and tax payments (issue 29): the query that prepares a return, the bodies that file
 * and pay one, and the answers, in naira like every amount on the wire.
 */

/** A month as YYYY-MM, within the business dates (2000 to 2099). */
export const taxPeriod = (label = 'Period') =>
  requiredString(label, { max: 7 }).regex(/^20\d\d-(0[1-9]|1[0-2])$/, `${label} must be a month as YYYY-MM`);

export const taxReturnTypeField = choice('Return type', taxReturnTypes);

export const taxReturnPrepareQuerySchema = fieldsObject({
  type: taxReturnTypeField,
  period: taxPeriod(),
});
export type TaxReturnPrepareQuery = z.output<typeof taxReturnPrepareQuerySchema>;

const reference = (label: string) => requiredString(label, { max: 100 });

/** Filing freezes the figures prepared from the ledger at that moment. */
export const taxReturnFileSchema = fieldsObject({
  type: taxReturnTypeField,
  period: taxPeriod(),
  /** The day it was filed with NRS or the State IRS (default today). */
  filedOn: isoDate('Filing date').optional(),
  /** NRS's (or the State's) acknowledgement reference. */
  reference: reference('Filing reference'),
  note: freeText('Note', 500).optional(),
});
export type TaxReturnFile = z.output<typeof taxReturnFileSchema>;
export type TaxReturnFileInput = z.input<typeof taxReturnFileSchema>;

export const taxReturnUpdateSchema = fieldsObject({
  filedOn: isoDate('Filing date'),
  reference: reference('Filing reference'),
  note: freeText('Note', 500),
}).partial();
export type TaxReturnUpdate = z.output<typeof taxReturnUpdateSchema>;

const paymentFields = {
  /** The return paid. */
  return: id('Return'),
  /** The bank (or cash) account paid from. */
  bank: id('Bank account'),
  date: isoDate('Payment date'),
  /** The tax paid (Dr the tax payable). */
  amount: amount('Amount'),
  /** The receipt's reference (remita RRR, bank teller...). */
  reference: reference('Payment reference'),
  /** Paid on top of the tax, to the tax penalties and interest expense account. */
  penalty: amount('Penalty').optional(),
  interest: amount('Interest').optional(),
  note: freeText('Note', 500).optional(),
};
export const taxPaymentCreateSchema = fieldsObject(paymentFields);
export type TaxPaymentCreate = z.output<typeof taxPaymentCreateSchema>;
export type TaxPaymentCreateInput = z.input<typeof taxPaymentCreateSchema>;

export const taxPaymentUpdateSchema = fieldsObject(paymentFields).omit({ return: true }).partial();
export type TaxPaymentUpdate = z.output<typeof taxPaymentUpdateSchema>;

/* Answers */

export const taxSourceAmountSchema = fieldsObject({
  type: text('Source type'),
  id: text('Source'),
  number: text('Number'),
  date: text('Date'),
  contact: text('Contact'),
  amount: figure('Amount'),
});
export type TaxSourceAmount = z.infer<typeof taxSourceAmountSchema>;

export const vatReturnFiguresSchema = fieldsObject({
  standardRatedSales: figure('Standard rated sales'),
  zeroRatedSales: figure('Zero-rated sales'),
  exemptSales: figure('Exempt sales'),
  outputVat: figure('Output VAT'),
  inputVat: figure('Input VAT'),
  taxablePurchases: figure('Taxable purchases'),
  creditBroughtForward: figure('Credit brought forward'),
  outputVatAdjustment: figure('Output VAT adjustment'),
  inputVatAdjustment: figure('Input VAT adjustment'),
  netVat: figure('Net VAT'),
  creditCarriedForward: figure('Credit carried forward'),
});
export type VatReturnFiguresView = z.infer<typeof vatReturnFiguresSchema>;

export const vatReturnSchema = fieldsObject({
  figures: vatReturnFiguresSchema,
  documents: fieldsObject(
    Object.fromEntries(vatFigureNames.map((name) => [name, listOf(taxSourceAmountSchema, 'Documents')])) as Record<
      (typeof vatFigureNames)[number],
      z.ZodArray<typeof taxSourceAmountSchema>
    >,
  ),
  relief: fieldsObject({
    /** The small-business relief threshold in force (company data). */
    threshold: figure('Threshold'),
    /** What the income accounts earned in the twelve months ending with the period. */
    turnover: figure('Turnover'),
    relieved: yesOrNo('Relieved'),
  }),
  classes: listOf(z.enum(supplyClasses, { error: notValid('Class of supply') }), 'Classes'),
  /** Earlier filed months changed since their filing, carried by this return. */
  adjustments: listOf(
    fieldsObject({ period: text('Period'), outputVat: figure('Output VAT'), inputVat: figure('Input VAT') }),
    'Adjustments',
  ),
});
export type VatReturnView = z.infer<typeof vatReturnSchema>;

export const whtReturnSchema = fieldsObject({
  lines: listOf(
    fieldsObject({
      vendor: text('Vendor'),
      vendorId: text('Id').nullable(),
      tin: text('TIN'),
      tinMissing: yesOrNo('TIN missing'),
      supply: text('Supply'),
      rate: text('Rate'),
      amount: figure('Amount'),
      documents: listOf(taxSourceAmountSchema, 'Documents'),
    }),
    'Lines',
  ),
  total: figure('Total'),
  credits: listOf(
    fieldsObject({
      customer: text('Customer'),
      customerId: text('Id').nullable(),
      tin: text('TIN'),
      amount: figure('Amount'),
      documents: listOf(taxSourceAmountSchema, 'Documents'),
    }),
    'Credits',
  ),
  creditsTotal: figure('Credits total'),
  /** Earlier filed months whose WHT changed since their filing, carried by this return. */
  adjustments: listOf(fieldsObject({ period: text('Period'), total: figure('Total') }), 'Adjustments'),
});
export type WhtReturnView = z.infer<typeof whtReturnSchema>;

/** A return as prepared (or, once filed, as frozen): exactly one of vat and wht is set. */
export const preparedTaxReturnSchema = fieldsObject({
  type: z.enum(taxReturnTypes, { error: notValid('Return type') }),
  period: text('Period'),
  from: text('From'),
  to: text('To'),
  dueDate: text('Due date'),
  /** What the return asks to be paid: net VAT when positive, the WHT total. */
  amountDue: figure('Amount due'),
  vat: vatReturnSchema.nullable(),
  wht: whtReturnSchema.nullable(),
  /** PAYE and pension remittances are prepared by payroll, not here. */
  payrollNote: text('Payroll note'),
  /** The filed return of this type and month, when there is one. */
  filedReturnId: text('Id').nullable(),
});
export type PreparedTaxReturn = z.infer<typeof preparedTaxReturnSchema>;

export const taxPaymentSchema = fieldsObject({
  _id: text('Payment'),
  return: text('Return'),
  bank: fieldsObject({ _id: text('Bank'), name: text('Bank name') }),
  date: text('Date'),
  amount: figure('Amount'),
  penalty: figure('Penalty'),
  interest: figure('Interest'),
  reference: text('Reference'),
  note: text('Note'),
  entryId: text('Id').nullable(),
  createdAt: text('Created'),
});
export type TaxPaymentView = z.infer<typeof taxPaymentSchema>;

export const taxReturnSchema = fieldsObject({
  _id: text('Return'),
  type: z.enum(taxReturnTypes, { error: notValid('Return type') }),
  period: text('Period'),
  filedOn: text('Filing date'),
  reference: text('Reference'),
  note: text('Note'),
  dueDate: text('Due date'),
  amountDue: figure('Amount due'),
  amountPaid: figure('Amount paid'),
  status: z.enum(returnPaymentStatuses, { error: notValid('Status') }),
  createdAt: text('Created'),
});
export type TaxReturnView = z.infer<typeof taxReturnSchema>;

export const taxReturnDetailSchema = taxReturnSchema.extend({
  prepared: preparedTaxReturnSchema,
  payments: listOf(taxPaymentSchema, 'Payments'),
  /** The entry offsetting input VAT against output VAT when filed (VAT returns with input VAT). */
  entryId: text('Id').nullable(),
});
export type TaxReturnDetail = z.infer<typeof taxReturnDetailSchema>;

/** The company's tax settings for returns (PATCH /tax/settings). */
export const taxSettingsUpdateSchema = fieldsObject({
  /** Turnover over twelve months at or below which the company is relieved of VAT returns. */
  vatReliefThreshold: amount('VAT relief threshold'),
});
export type TaxSettingsUpdate = z.output<typeof taxSettingsUpdateSchema>;

export const taxSettingsSchema = fieldsObject({
  vatReliefThreshold: figure('VAT relief threshold'),
});
export type TaxSettingsView = z.infer<typeof taxSettingsSchema>;

/** One obligation on the tax calendar (GET /tax/calendar): a return or remittance, when it is due and how it stands. */
export const taxObligationSchema = fieldsObject(
  {
    kind: z.enum(obligationKinds, { error: notValid('Kind') }),
    /** In words: 'VAT return for October 2026', 'PAYE for October 2026'. */
    title: text('Title'),
    /** The month (YYYY-MM) it is for; for company income tax, the financial year's last month. */
    period: text('Period'),
    dueDate: text('Due date'),
    status: z.enum(obligationStatuses, { error: notValid('Status') }),
    /** Naira still owed; null when Owo does not know it (company income tax). */
    amountOwed: figure('Amount owed').nullable(),
    /** The filed return, when there is one. */
    returnId: text('Return').nullable(),
    /** Where to act on it: prepare the return, open the filed return, the payroll run. */
    path: text('Page'),
    /** What the user should know about it, or null. */
    note: text('Note').nullable(),
  },
  'Obligation',
);
export type TaxObligation = z.infer<typeof taxObligationSchema>;

export const taxCalendarSchema = fieldsObject(
  {
    /** The day the statuses are reckoned on (Lagos). */
    today: text('Today'),
    /** Soonest due first. */
    obligations: listOf(taxObligationSchema, 'Obligations'),
  },
  'Tax calendar',
);
export type TaxCalendar = z.infer<typeof taxCalendarSchema>;
