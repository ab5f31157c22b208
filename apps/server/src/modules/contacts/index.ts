/*
 * The public surface of the contacts module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */

export type { ContactKind } from './contacts.kind.ts';
export { registerContactRoutes } from './contacts.kind-routes.ts';
export { bankDetailsOf, getContactView } from './contacts.records.ts';
export { resolveReferences } from './contacts.references.ts';
export { createContact, insertContact, insertPayee } from './contacts.service.ts';
export { contactOption } from './contacts.view.ts';
