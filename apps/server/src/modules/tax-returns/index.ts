/*
 * The public surface of the tax returns module (issue 29): its routes, registered by app.ts, the
 * tax calendar the dashboard lists and its reminders, and whether a tax payment exists, for the
 * attachments module's owner check (a payment's receipts).
 */
export { raiseTaxReminders } from './tax-calendar.reminders.ts';
export { taxCalendar } from './tax-calendar.view.ts';
export { type TaxPaymentRouteOptions, taxPaymentRoutes } from './tax-payments.routes.ts';
export { taxReturnRoutes } from './tax-returns.routes.ts';
export { taxPaymentExists } from './tax-returns.view.ts';
