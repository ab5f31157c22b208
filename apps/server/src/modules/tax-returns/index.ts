/*
 * The public surface of the tax returns module (issue 29): its routes, registered by app.ts, and
 * whether a tax payment exists, for the attachments module's owner check (a payment's receipts).
 */
export { type TaxPaymentRouteOptions, taxPaymentRoutes } from './tax-payments.routes.ts';
export { taxReturnRoutes } from './tax-returns.routes.ts';
export { taxPaymentExists } from './tax-returns.view.ts';
