import { isCalendarDate } from '@owo/core';
import { z } from 'zod';
import { Invalid, NotFound } from '../errors.ts';

const uuid = z.uuid();

/** A path id; a malformed one names nothing of yours, like any id that is not yours (404). */
export function idParam(raw: string, what: string): string {
  if (!uuid.safeParse(raw).success) throw new NotFound(what);
  return raw;
}

/** An optional YYYY-MM-DD query value. */
export function dateQuery(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !isCalendarDate(raw))
    throw new Invalid(`${name} is not valid.`, { [name]: `${name} is not valid.` });
  return raw;
}
