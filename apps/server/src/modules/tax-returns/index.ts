/*
 * The public surface of the tax returns module (issue 29): its routes, registered by app.ts.
 */
export { taxPaymentRoutes } from './tax-payments.routes.ts';
export { taxReturnRoutes } from './tax-returns.routes.ts';
