import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { ledgerRefusalOf } from '../ledger/database.ts';

/** The one place errors become answers: `{ message, errors?, code? }` with the right status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? 'is not valid.';
      }
      const message = Object.values(errors)[0] ?? 'The request is not valid';
      return reply.code(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors, code: error.code });
    }
    const ledgerRefusal = ledgerRefusalOf(error);
    if (ledgerRefusal) return reply.code(ledgerRefusal.statusCode).send({ message: ledgerRefusal.message });
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ message: 'A record with these details already exists' });
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

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
