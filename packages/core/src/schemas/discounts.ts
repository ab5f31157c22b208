import { z } from 'zod';
import { isCalendarDate } from '../dates.ts';
import { amount, choice, fieldsObject, id, missingOrNotValid, notValid, requiredString } from './fields.ts';

/*
 * Request bodies of discounts (/settings/discounts), with the spec's labels: Discount code,
 * Discount name, Discount Type, Value, Discount Start Date, Discount End Date, Number of
 * redemptions. A value discount is in naira (the server keeps kobo); a percentage is 0.01 to 100.
 */

export const discountTypeValues = ['value', 'percentage'] as const;
export type DiscountTypeValue = (typeof discountTypeValues)[number];

export const discountMessages = {
  endBeforeStart: 'Discount End Date cannot be before Discount Start Date',
  percentTooHigh: 'A percentage discount cannot be more than 100%',
  percentDecimals: 'A percentage can have at most 2 decimal places',
  valueZero: 'Value must be more than 0',
} as const;

const emptyToNull = (value: unknown) => (value === '' ? null : value);

const optionalDate = (label: string) =>
  z
    .preprocess(
      emptyToNull,
      requiredString(label, { max: 10 })
        .refine(isCalendarDate, { message: notValid(label) })
        .nullable(),
    )
    .optional();

const redemptions = z
  .preprocess(
    emptyToNull,
    z.coerce
      .number({ error: missingOrNotValid('Number of redemptions') })
      .int(notValid('Number of redemptions'))
      .min(1, 'Number of redemptions must be at least 1')
      .max(1_000_000_000, notValid('Number of redemptions'))
      .nullable(),
  )
  .optional();

const discountFields = {
  name: requiredString('Discount name', { max: 120 }),
  code: requiredString('Discount code', { max: 40 }),
  type: choice('Discount Type', discountTypeValues),
  /** Naira for a value discount, a percentage (10.5) for a percentage discount. */
  value: amount('Value').refine((naira) => naira > 0, { message: discountMessages.valueZero }),
  startDate: optionalDate('Discount Start Date'),
  endDate: optionalDate('Discount End Date'),
  maxRedemptions: redemptions,
  /** The account the discount posts to; default Discounts Allowed. */
  chartofAccount: z.preprocess(emptyToNull, id('Discount account').nullable()).optional(),
};

type Dated = { startDate?: string | null; endDate?: string | null };
const datesInOrder = (body: Dated) => !body.startDate || !body.endDate || body.endDate >= body.startDate;

type Valued = { type?: DiscountTypeValue; value?: number };
const percentAtMost100 = (body: Valued) => body.type !== 'percentage' || body.value === undefined || body.value <= 100;

export const discountCreateSchema = fieldsObject(discountFields)
  .refine(datesInOrder, { message: discountMessages.endBeforeStart, path: ['endDate'] })
  .refine(percentAtMost100, { message: discountMessages.percentTooHigh, path: ['value'] });
export type DiscountCreateInput = z.input<typeof discountCreateSchema>;
export type DiscountCreate = z.output<typeof discountCreateSchema>;

/** PATCH takes only the fields that changed; the server checks the result against the stored ones. */
export const discountUpdateSchema = fieldsObject(discountFields)
  .partial()
  .refine(datesInOrder, { message: discountMessages.endBeforeStart, path: ['endDate'] })
  .refine(percentAtMost100, { message: discountMessages.percentTooHigh, path: ['value'] });
export type DiscountUpdateInput = z.input<typeof discountUpdateSchema>;
export type DiscountUpdate = z.output<typeof discountUpdateSchema>;
