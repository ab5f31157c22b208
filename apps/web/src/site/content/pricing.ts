import { limitsInWords, pricingNotes as notesOf, type Plan as OwoPlan, pricingOn, todayInLagos } from '@owo/core';

/*
 * Plans and prices in naira, as the home page and the legacy home page print them: core's
 * (billing/plans.ts), the one copy the server enforces too, with each plan's limits in words.
 */

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** ₦9,500 */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

export interface Plan extends OwoPlan {
  /** What a card lists: the limits in words, then what the plan brings. */
  includes: string[];
}

const pricing = pricingOn(todayInLagos());

export const trialDays = pricing.trialDays;

export const plans: Plan[] = pricing.plans.map((plan) => ({
  ...plan,
  includes: [...limitsInWords(plan.limits), ...plan.features],
}));

export const pricingNotes = notesOf(pricing, formatNaira);
