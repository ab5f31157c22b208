import { notValid } from '@owo/core';
import { countries, currencies, type Executor, industries, states } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { Invalid } from '../../errors.ts';

/*
 * The lookups a contact names (currency, country, state, industry), checked and turned into the
 * ids stored. A read inside the caller's transaction, not a use case: contacts.service.ts and
 * customers.service.ts (quick add) call it with their tx.
 */

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

export interface References {
  currency?: string | null;
  country?: string | null;
  state?: string | null;
  industry?: string | null;
}

/** Checks the lookups a contact names; a state may be sent by its id or its name. */
export async function resolveReferences(executor: Executor, sent: References, countryCode: string | null) {
  const resolved: {
    currencyCode?: string | null;
    countryCode?: string | null;
    stateId?: string | null;
    industryId?: string | null;
  } = {};
  if (sent.currency !== undefined) {
    if (sent.currency !== null) {
      const [found] = await executor.select().from(currencies).where(eq(currencies.code, sent.currency));
      if (!found) throw invalid('currency', notValid('Currency'));
    }
    resolved.currencyCode = sent.currency;
  }
  if (sent.country !== undefined) {
    if (sent.country !== null) {
      const [found] = await executor.select().from(countries).where(eq(countries.code, sent.country));
      if (!found) throw invalid('country', notValid('Country'));
    }
    resolved.countryCode = sent.country;
  }
  if (sent.industry !== undefined) {
    if (sent.industry !== null) {
      const [found] = await executor.select().from(industries).where(eq(industries.id, sent.industry));
      if (!found) throw invalid('industry', notValid('Industry'));
    }
    resolved.industryId = sent.industry;
  }
  if (sent.state !== undefined)
    resolved.stateId = sent.state === null ? null : await stateId(executor, sent.state, countryCode);
  return resolved;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function stateId(executor: Executor, sent: string, countryCode: string | null) {
  const [found] = await executor
    .select({ id: states.id, countryCode: states.countryCode })
    .from(states)
    .where(
      uuidPattern.test(sent)
        ? eq(states.id, sent.toLowerCase())
        : and(
            eq(states.countryCode, countryCode ?? 'NG'),
            sql`(lower(${states.name}) = lower(${sent}) or lower(${states.code}) = lower(${sent}))`,
          ),
    );
  if (!found || (countryCode !== null && found.countryCode !== countryCode)) throw invalid('state', notValid('State'));
  return found.id;
}
