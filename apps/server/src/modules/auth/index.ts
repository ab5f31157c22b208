/*
 * The public surface of the auth module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { type AuthDeps, type ClientInfo, signInOrChallenge } from './auth.service.ts';
export { hashOneTimeCode, newSessionToken } from './auth.tokens.ts';
export { issueCode } from './one-time-codes.ts';
