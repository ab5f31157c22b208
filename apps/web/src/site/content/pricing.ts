import { pricingNotes as notesOf, type PlanView, pricingOn, pricingView, todayInLagos } from '@owo/core';

/*
 * Plans and prices in naira, as the home page and the legacy home page print them: core's
 * (billing/plans.ts), the one copy the server answers (GET /api/public/plans) and enforces too.
 */

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** ₦9,500 */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}

export type Plan = PlanView;

const pricing = pricingOn(todayInLagos());

export const trialDays = pricing.trialDays;

export const plans: Plan[] = pricingView(pricing).plans;

export const pricingNotes = notesOf(pricing, formatNaira);
