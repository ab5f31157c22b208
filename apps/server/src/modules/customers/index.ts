/*
 * The public surface of the customers module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { createCustomer, getCustomerView } from './customers.service.ts';
