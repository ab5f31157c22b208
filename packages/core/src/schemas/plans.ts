import type { z } from 'zod';
import { limitsInWords, type Pricing, planCodes } from '../billing/plans.ts';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * Owo's plans as the API answers them (GET /api/public/plans): core's dated pricing in force today
 * (billing/plans.ts), naira, VAT included, with each plan's limits and its card's lines in words.
 */

export const planLimitsSchema = fieldsObject({
  users: figure('Users'),
  branches: figure('Branches'),
  documentsPerMonth: figure('Documents a month').nullable(),
  payrollEmployees: figure('Payroll employees'),
});

export const planViewSchema = fieldsObject({
  code: choice('Plan', planCodes),
  name: text('Name'),
  monthly: figure('Monthly price'),
  yearly: figure('Yearly price'),
  forWhom: text('For whom'),
  limits: planLimitsSchema,
  includes: listOf(text('Included'), 'Included'),
  featured: yesOrNo('Featured'),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const pricingViewSchema = fieldsObject({
  from: text('Prices from'),
  trialDays: figure('Trial days'),
  extraUserYearly: figure('Extra user a year'),
  plans: listOf(planViewSchema, 'Plans'),
});
export type PricingView = z.infer<typeof pricingViewSchema>;

/** The pricing as answered and printed: each plan's card lines are its limits in words, then what it brings. */
export function pricingView(pricing: Pricing): PricingView {
  return {
    from: pricing.from,
    trialDays: pricing.trialDays,
    extraUserYearly: pricing.extraUserYearly,
    plans: pricing.plans.map(({ features, featured = false, ...plan }) => ({
      ...plan,
      includes: [...limitsInWords(plan.limits), ...features],
      featured,
    })),
  };
}
