import { isCalendarDate } from '@owo/core';
import { z } from 'zod';
import { Invalid, NotFound } from '../errors.ts';

const uuid = z.uuid();

/** A path id; a malformed one names nothing of yours, like any id that is not yours (404). */
export function idParam(raw: string, what: string): string {
  if (!uuid.safeParse(raw).success) throw new NotFound(what);
  return raw;
}

/** An optional YYYY-MM-DD query value; `label` is how the screen names it ('Reversal date'). */
export function dateQuery(raw: unknown, name: string, label: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !isCalendarDate(raw))
    throw new Invalid(`${label} is not valid.`, { [name]: `${label} is not valid.` });
  return raw;
}
