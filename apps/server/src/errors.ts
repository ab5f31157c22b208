/**
 * One error type per meaning (DESIGN.md section 9). The ledger and services throw these; the one
 * error handler (http/error-handler.ts) turns each into its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

export class Invalid extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Your session has ended') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this', code?: string) {
    super(403, message, undefined, code);
  }
}

/** Also for another company's ids: never reveal that they exist. */
export class NotFound extends HttpError {
  constructor(what = 'Resource') {
    super(404, `${what} not found`);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, code?: string) {
    super(409, message, undefined, code);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message = 'Too many attempts. Please wait a few minutes and try again.') {
    super(429, message);
  }
}
