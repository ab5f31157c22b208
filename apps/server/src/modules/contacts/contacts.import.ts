import type { ContactCsvRow, ContactView } from '@owo/core';
import { branches, contacts, countries, currencies, newId, states, type Transaction } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import {
  type CheckedRow,
  type CheckedRows,
  type CsvUpload,
  finishImport,
  inBatches,
  normalisedName,
  type Refusal,
} from '../../imports/csv-import.ts';
import type { ContactKind } from './contacts.kind.ts';
import { displayNameOf } from './contacts.service.ts';

/*
 * POST /customer/csv and /vendor/csv after the rows are checked (imports/csv-import.ts): names (branch, currency,
 * country, state) become ids from lists read once, and the good rows are inserted in batches in
 * the route's one transaction. A row's import key (its name and first email or phone, normalised)
 * is unique per company and kind: a row already imported, or twice in the file, is a duplicate, skipped.
 */

const BATCH = 1000;

interface Lookups {
  branches: Map<string, string>;
  currencies: Set<string>;
  countries: Map<string, string>;
  states: Map<string, string>;
}

async function readLookups(tx: Transaction, companyId: string): Promise<Lookups> {
  const [branchRows, currencyRows, countryRows, stateRows] = await Promise.all([
    tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.companyId, companyId)),
    tx.select({ code: currencies.code }).from(currencies),
    tx.select({ code: countries.code, name: countries.name }).from(countries),
    tx.select({ id: states.id, countryCode: states.countryCode, name: states.name, code: states.code }).from(states),
  ]);
  const countryMap = new Map<string, string>();
  for (const row of countryRows) {
    countryMap.set(normalisedName(row.code), row.code);
    countryMap.set(normalisedName(row.name), row.code);
  }
  const stateMap = new Map<string, string>();
  for (const row of stateRows) {
    stateMap.set(`${row.countryCode}|${normalisedName(row.name)}`, row.id);
    stateMap.set(`${row.countryCode}|${normalisedName(row.code)}`, row.id);
  }
  return {
    branches: new Map(branchRows.map((row) => [normalisedName(row.name), row.id])),
    currencies: new Set(currencyRows.map((row) => row.code)),
    countries: countryMap,
    states: stateMap,
  };
}

/** Initials from a name when the file gives none: 'Adaeze Foods Ltd' -> 'AFL'. */
function initialsOf(name: string, kind: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .toUpperCase();
  return (letters || kind.slice(0, 3).toUpperCase()).slice(0, 10);
}

export function importKeyOf(row: Pick<ContactCsvRow, 'companyName' | 'fullName' | 'email' | 'phoneNumber'>) {
  const name = normalisedName(row.companyName ?? row.fullName ?? '');
  const contact = row.email[0] ?? (row.phoneNumber ?? '').replace(/[^0-9+]/g, '');
  return `${name}|${contact.toLowerCase()}`;
}

type NewContact = typeof contacts.$inferInsert;

/** The row as a contact, or why it cannot be one. */
function contactOf(
  context: RequestContext,
  kind: ContactKind['kind'],
  lookups: Lookups,
  { line, row }: CheckedRow<ContactCsvRow>,
): NewContact | Refusal {
  const refuse = (reason: string) => ({ line, reason });
  let branchId = context.branchScope ?? context.branchId;
  if (row.branch !== null) {
    const named = lookups.branches.get(normalisedName(row.branch));
    if (!named || (context.branchScope !== null && named !== context.branchScope)) {
      return refuse(`Branch "${row.branch}" is not one of your branches`);
    }
    branchId = named;
  }
  if (row.currency !== null && !lookups.currencies.has(row.currency)) {
    return refuse(`Currency "${row.currency}" is not a currency code (such as NGN or USD)`);
  }
  let countryCode: string | null = null;
  if (row.country !== null) {
    countryCode = lookups.countries.get(normalisedName(row.country)) ?? null;
    if (!countryCode) return refuse(`Country "${row.country}" is not a known country`);
  }
  let stateId: string | null = null;
  if (row.state !== null) {
    stateId = lookups.states.get(`${countryCode ?? 'NG'}|${normalisedName(row.state)}`) ?? null;
    if (!stateId) return refuse(`State "${row.state}" is not a state of ${countryCode ?? 'NG'}`);
  }
  const type = row.type === 'INDIVIDUAL' || (row.type === null && row.companyName === null) ? 'individual' : 'business';
  const displayName = displayNameOf({ type, companyName: row.companyName, fullName: row.fullName });
  return {
    companyId: context.companyId,
    id: newId(),
    kind,
    displayName,
    type,
    companyName: row.companyName,
    invoiceInitials: (row.invoice ?? initialsOf(displayName, kind)).toUpperCase(),
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    emails: row.email,
    officeAddress: row.officeAddress,
    billingAddress: row.billingAddress,
    currencyCode: row.currency ?? 'NGN',
    countryCode,
    stateId,
    branchId,
    tin: row.tin,
    bankCode: row.bankDetails?.bankCode ?? null,
    bankAccountNumber: row.bankDetails?.accountNo ?? null,
    importKey: importKeyOf(row),
  };
}

const isRefusal = (value: NewContact | Refusal): value is Refusal => 'reason' in value;

/** Saves the checked rows; all-or-nothing with any refused row saves none. */
export async function importContacts<View extends ContactView>(
  tx: Transaction,
  context: RequestContext,
  kind: ContactKind<View>,
  input: { upload: Pick<CsvUpload, 'mode' | 'fileName'>; checked: CheckedRows<ContactCsvRow> },
) {
  const { upload, checked } = input;
  const lookups = await readLookups(tx, context.companyId);
  const refused: Refusal[] = [...checked.refused];
  const ready: NewContact[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of checked.good) {
    const contact = contactOf(context, kind.kind, lookups, row);
    if (isRefusal(contact)) refused.push(contact);
    else if (seen.has(contact.importKey ?? '')) duplicates++;
    else {
      seen.add(contact.importKey ?? '');
      ready.push(contact);
    }
  }
  let created = 0;
  // All-or-nothing with a refusal writes nothing: no need to insert what will be rolled back.
  if (!(upload.mode === 'all-or-nothing' && refused.length > 0)) {
    for (const batch of inBatches(ready, BATCH)) {
      const inserted = await tx
        .insert(contacts)
        .values(batch)
        .onConflictDoNothing({ target: [contacts.companyId, contacts.kind, contacts.importKey] })
        .returning({ id: contacts.id });
      created += inserted.length;
      duplicates += batch.length - inserted.length;
    }
  }
  return finishImport(tx, context, `${kind.kind}-import`, upload, checked, { created, duplicates, refused });
}
