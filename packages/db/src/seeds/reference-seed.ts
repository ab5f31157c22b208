import type { Executor } from '../client.ts';
import { businessTypes, countries, currencies, industries, states } from '../schema.ts';
import { seedMissingBankDefaults } from './bank-rules-seed.ts';
import { seedAccountHierarchy, seedMissingCharts } from './chart-seed.ts';
import {
  businessTypeNames,
  countryRows,
  currencyRows,
  industryNames,
  nigerianStates,
  referenceId,
} from './reference-data.ts';
import { seedMissingRoles } from './roles-seed.ts';
import { seedMissingTaxes } from './taxes-seed.ts';

/**
 * Inserts the shared lists; rows already there are left as they are, so it runs at every start.
 * Also gives a chart of accounts to any company set up before charts existed, and a VAT tax and
 * the suggested bank rules to any set up before those.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db.insert(currencies).values(currencyRows).onConflictDoNothing();
  await db
    .insert(businessTypes)
    .values(businessTypeNames.map((name) => ({ id: referenceId('business-type', name), name })))
    .onConflictDoNothing();
  await db
    .insert(industries)
    .values(industryNames.map((name) => ({ id: referenceId('industry', name), name })))
    .onConflictDoNothing();
  await db.insert(countries).values(countryRows).onConflictDoNothing();
  await db
    .insert(states)
    .values(nigerianStates.map((state) => ({ id: referenceId('state:NG', state.code), countryCode: 'NG', ...state })))
    .onConflictDoNothing();
  await seedAccountHierarchy(db);
  await seedMissingCharts(db);
  await seedMissingBankDefaults(db);
  await seedMissingTaxes(db);
  await seedMissingRoles(db);
}
