/*
 * The public surface of the journals module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { createJournal, decideJournal } from './journals.service.ts';
export { setLockDate } from './lock-date.service.ts';
