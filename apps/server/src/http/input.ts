import type { FastifyInstance } from 'fastify';
import { Invalid } from '../errors.ts';

/*
 * Checks every request's text before any route sees it. PostgreSQL cannot store the NUL character
 * in text, so a NUL anywhere in the body, the query or the path is refused here, naming the field,
 * instead of failing deep in a transaction.
 */

const NUL = '\u0000';

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = nulPath(request.body, []) ?? nulPath(request.query, ['query']) ?? nulPath(request.params, ['path']);
    if (where === undefined) return;
    const field = where.join('.') || 'body';
    const message = `${field} cannot contain the NUL character (\\u0000)`;
    throw new Invalid(message, { [field]: message });
  });
}

/** The path of the first string (or key) holding a NUL, or undefined. */
function nulPath(value: unknown, path: Array<string | number>): Array<string | number> | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
