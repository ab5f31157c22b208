import { AmountTooLarge } from '@owo/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { type DatabaseError, databaseErrorOf, ledgerErrorCodes } from '../ledger/database.ts';

/**
 * The one place errors become answers: `{ message, errors?, code? }` with the right status. A
 * database error is the caller's mistake or a conflict, answered with a field where one can be
 * named (databaseErrorAnswer); nothing the database refuses reaches the client as a 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? 'This value is not valid.';
      }
      const message = Object.values(errors)[0] ?? 'The request is not valid';
      return reply.code(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors, code: error.code });
    }
    if (error instanceof AmountTooLarge) return reply.code(422).send({ message: error.message });
    const database = databaseErrorOf(error);
    const answer = database && databaseErrorAnswer(database);
    if (answer) {
      if (answer.statusCode === 503) request.log.warn({ err: error }, 'request hit a lock conflict');
      return reply.code(answer.statusCode).send(answer.body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'The request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: 'The request body is empty' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

interface Answer {
  statusCode: number;
  body: { message: string; errors?: Record<string, string> };
}

const invalid = (message: string, field?: string): Answer => ({
  statusCode: 400,
  body: field ? { message, errors: { [field]: message } } : { message },
});

/** What a refusal by the database means to the caller, or undefined for a fault of ours. */
export function databaseErrorAnswer(error: DatabaseError): Answer | undefined {
  switch (error.code) {
    // The ledger's own guards (migrations 0002, 0005, 0007): a commit-time refusal keeps its field.
    case ledgerErrorCodes.lockedPeriod:
      return invalid(error.message, 'date');
    case ledgerErrorCodes.unbalanced:
      return invalid(error.message, 'lines');
    case ledgerErrorCodes.immutable:
      return { statusCode: 409, body: { message: error.message } };
    case '23505':
      return { statusCode: 409, body: { message: 'A record with these details already exists' } };
    case '23503':
      return foreignKeyAnswer(error);
    // A value the database cannot read or hold: a malformed id or date, a number out of range.
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
      return invalid('A value in the request is not valid.');
    // A NUL character in text, which PostgreSQL cannot store.
    case '22021':
    case '22P05':
      return invalid('Text cannot contain the NUL character (\\u0000)');
    // Two changes to the same rows at once; the loser may simply try again.
    case '40001':
    case '40P01':
    case '55P03':
      return { statusCode: 503, body: { message: 'Someone else was changing the same records. Please try again.' } };
    default:
      return undefined;
  }
}

/**
 * A row pointing at something that is not there (the field is the key's last column: account_id
 * -> account), or a row still in use being deleted.
 */
function foreignKeyAnswer(error: DatabaseError): Answer {
  if (/still referenced/i.test(error.detail ?? '')) {
    return { statusCode: 409, body: { message: 'This record is in use and cannot be deleted' } };
  }
  const columns = /^Key \(([^)]*)\)/.exec(error.detail ?? '')?.[1]?.split(',') ?? [];
  const field = columns.at(-1)?.trim().replace(/_id$/, '');
  return field ? invalid(`${labelOf(field)} is not valid.`, field) : invalid('A record this refers to does not exist');
}

/** A column as the person knows it: 'sub_category_account' -> 'Sub category account'. */
function labelOf(column: string): string {
  const words = column.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
