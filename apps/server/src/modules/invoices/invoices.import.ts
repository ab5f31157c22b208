import { createHash } from 'node:crypto';
import {
  AmountTooLarge,
  addDays,
  type Invoice,
  type InvoiceCsvRow,
  type InvoiceInput,
  invoiceCsvColumns,
  invoiceSchema,
  readRecordsCsv,
  toNaira,
} from '@owo/core';
import { branches, contacts, documentEvents, documents, products, type Transaction, taxes } from '@owo/db';
import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import { inScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { HttpError, Invalid } from '../../errors.ts';
import {
  type CheckedRow,
  type CheckedRows,
  CSV_MAX_ROWS,
  type CsvUpload,
  csvImportResult,
  finishImport,
  inBatches,
  normalisedName,
  type Refusal,
} from '../../imports/csv-import.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { createInvoice } from './invoices.service.ts';
import { recordEvent } from './sales.checks.ts';

/*
 * POST /invoices/csv after the rows are checked (imports/csv-import.ts). Rows with the same
 * Invoice Number are one invoice's lines (a blank cell takes what the invoice's other rows give;
 * two different values are refused); a row without a number is an invoice of its own. Names
 * become ids from lists read once per upload (customer by display name or email, branch, product
 * by SKU or name, tax by name), every invoice is checked by the invoice schema the API uses, and
 * each is made by createInvoice as a draft (docs/decisions.md "Invoice CSV upload"), all in the
 * route's one transaction. An invoice is saved with all its rows or not at all.
 *
 * The same file again adds nothing, without a column of its own:
 * - a numbered invoice whose number an uploaded invoice already has is already there (skipped);
 *   a number that an invoice typed in by hand has is refused, as the invoice form refuses it;
 * - an invoice made from a row without a number records an 'imported' event whose detail ends
 *   with the row's upload key: a hash of what the row says (names normalised) and how many
 *   identical rows came before it in the file. A row with that key already there is skipped.
 * Uploads of one company take turns (an advisory lock), so two at once cannot both add a row.
 */

const LOOKUP_BATCH = 1000;

/**
 * Each invoice is made by createInvoice (about 13 ms on PostgreSQL, 45 ms on PGlite), in one
 * transaction that holds the company's invoice numbers until it ends: a bigger file is split.
 */
export const MAX_INVOICES_PER_UPLOAD = 1000;
const IMPORTED = 'imported';
const keyPattern = '\\(upload key ([0-9a-f]{32})\\)$';

export const invoiceImportMessages = {
  refusedWith: (line: number, label: string) =>
    `Line ${line} of ${label} is refused: an invoice is saved with all its rows or not at all`,
  disagree: (label: string, what: string) => `Rows of ${label} give different ${what}`,
  customerRequired: 'Customer is a required field',
  dateRequired: 'Invoice Date is a required field',
  unknownCustomer: (name: string) => `Customer "${name}" is not one of your customers`,
  manyCustomers: (name: string, count: number) =>
    `Customer "${name}" names ${count} customers: use the customer's email instead`,
  inactiveCustomer: (name: string) => `Customer "${name}" is inactive: make them active to invoice them`,
  noAddress: (name: string) =>
    `Customer "${name}" has no billing address: add one to the customer, or fill the Billing Address column`,
  unknownBranch: (name: string) => `Branch "${name}" is not one of your branches`,
  unknownProduct: (name: string) => `Product "${name}" is not one of your products or services`,
  manyProducts: (name: string, count: number) => `Product "${name}" names ${count} products: use its SKU instead`,
  archivedProduct: (name: string) => `Product "${name}" is archived: make it active to sell it`,
  unknownTax: (name: string) => `Tax "${name}" is not one of the company's taxes`,
  inactiveTax: (name: string) => `Tax "${name}" is inactive`,
  noTaxAccount: (name: string) => `${name} has no account for tax on sales: set one in Tax settings`,
  noPrice: (name: string) => `Price is a required field: product "${name}" has no selling price`,
  tooManyInvoices: `The file has more than ${MAX_INVOICES_PER_UPLOAD.toLocaleString('en-NG')} invoices. Split it into smaller files and upload each.`,
  numberUsed: (number: string) =>
    `Invoice number ${number} is already used: give another number, or leave it blank for the next one`,
} as const;

/** What the rows of one invoice must agree on, and how a disagreement is told. */
const sharedFields = [
  ['customer', 'customers'],
  ['branch', 'branches'],
  ['date', 'invoice dates'],
  ['dueDate', 'due dates'],
  ['purchaseNo', 'PO numbers'],
  ['address', 'billing addresses'],
  ['note', 'notes'],
] as const satisfies ReadonlyArray<readonly [keyof InvoiceCsvRow, string]>;
type SharedField = (typeof sharedFields)[number][0];

/** One invoice of the file: its rows (good ones, read by the schema) and the lines the schema refused. */
interface Group {
  number: string | null;
  rows: CheckedRow<InvoiceCsvRow>[];
  refusedLines: number[];
  /** Rows without a number: the upload key of the one row. */
  key: string | null;
}

const labelOf = (group: Group) => group.number ?? 'this invoice';
const linesOf = (group: Group) => group.rows.map((row) => row.line);

interface Customer {
  id: string;
  displayName: string;
  emails: string[];
  branchId: string | null;
  active: boolean;
  address: string | null;
}

interface Product {
  id: string;
  name: string;
  sku: string | null;
  status: string;
  sellingPrice: number | null;
}

interface Lookups {
  customersByName: Map<string, Customer[]>;
  customersByEmail: Map<string, Customer[]>;
  branches: Map<string, string>;
  productsBySku: Map<string, Product>;
  productsByName: Map<string, Product[]>;
  taxes: Map<string, { id: string; name: string; usable: boolean; active: boolean }>;
}

const pushTo = <Key, Value>(map: Map<Key, Value[]>, key: Key, value: Value) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The customers, products, branches and taxes the rows name, read once. */
async function readLookups(tx: Transaction, companyId: string, groups: readonly Group[]): Promise<Lookups> {
  const rows = groups.flatMap((group) => group.rows.map((checked) => checked.row));
  const customerNames = [...new Set(rows.flatMap((row) => (row.customer ? [normalisedName(row.customer)] : [])))];
  const productNames = [...new Set(rows.map((row) => normalisedName(row.product)))];
  const lookups: Lookups = {
    customersByName: new Map(),
    customersByEmail: new Map(),
    branches: new Map(),
    productsBySku: new Map(),
    productsByName: new Map(),
    taxes: new Map(),
  };
  for (const batch of inBatches(customerNames, LOOKUP_BATCH)) {
    const emails = batch.filter((name) => name.includes('@'));
    const found = await tx
      .select({
        id: contacts.id,
        displayName: contacts.displayName,
        emails: contacts.emails,
        branchId: contacts.branchId,
        active: contacts.active,
        billingAddress: contacts.billingAddress,
        officeAddress: contacts.officeAddress,
      })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, companyId),
          eq(contacts.kind, 'customer'),
          emails.length > 0
            ? or(inArray(contacts.sortName, batch), arrayOverlaps(contacts.emails, emails))
            : inArray(contacts.sortName, batch),
        ),
      );
    for (const row of found) {
      const customer: Customer = {
        id: row.id,
        displayName: row.displayName,
        emails: row.emails,
        branchId: row.branchId,
        active: row.active,
        address: row.billingAddress?.trim() || row.officeAddress?.trim() || null,
      };
      pushTo(lookups.customersByName, normalisedName(row.displayName), customer);
      for (const email of row.emails) pushTo(lookups.customersByEmail, normalisedName(email), customer);
    }
  }
  for (const batch of inBatches(productNames, LOOKUP_BATCH)) {
    const found = await tx
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        status: products.status,
        sellingPrice: products.sellingPrice,
      })
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          or(inArray(products.sortName, batch), inArray(sql`lower(${products.sku})`, batch)),
        ),
      );
    for (const product of found) {
      if (product.sku) lookups.productsBySku.set(normalisedName(product.sku), product);
      pushTo(lookups.productsByName, normalisedName(product.name), product);
    }
  }
  const branchRows = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.companyId, companyId));
  const taxRows = await tx
    .select({
      id: taxes.id,
      name: taxes.name,
      kind: taxes.kind,
      salesAccountId: taxes.salesAccountId,
      isActive: taxes.isActive,
    })
    .from(taxes)
    .where(eq(taxes.companyId, companyId));
  for (const branch of branchRows) lookups.branches.set(normalisedName(branch.name), branch.id);
  for (const tax of taxRows) {
    lookups.taxes.set(normalisedName(tax.name), {
      id: tax.id,
      name: tax.name,
      // What sales.figures.ts posts the tax to: its sales account, or VAT Output for VAT.
      usable: tax.salesAccountId !== null || tax.kind === 'vat',
      active: tax.isActive,
    });
  }
  return lookups;
}

/** The upload key of a row without an invoice number: what it says, and which of identical rows it is. */
function rowKey(row: InvoiceCsvRow, occurrence: number): string {
  const text = (value: string | null) => (value === null ? '' : normalisedName(value));
  const content = [
    text(row.customer),
    text(row.branch),
    row.date ?? '',
    row.dueDate ?? '',
    text(row.product),
    text(row.description),
    String(Number(row.quantity)),
    row.price === null ? '' : String(row.price),
    row.tax.map(text).sort().join(';'),
    text(row.purchaseNo),
    text(row.note),
    text(row.address),
  ];
  return createHash('sha256')
    .update(JSON.stringify([content, occurrence]))
    .digest('hex')
    .slice(0, 32);
}

/** The file's invoices in the order they start in it; refused rows kept with the invoice they name. */
function groupRows(upload: Pick<CsvUpload, 'text'>, checked: CheckedRows<InvoiceCsvRow>): Group[] {
  const groups = new Map<string, Group>();
  const occurrences = new Map<string, number>();
  const entries: Array<{ line: number; number: string | null; row: InvoiceCsvRow | null }> = checked.good.map(
    (checkedRow) => ({ line: checkedRow.line, number: checkedRow.row.invoiceNumber, row: checkedRow.row }),
  );
  if (checked.refused.length > 0) {
    // A refused row's values are not kept by the check: its invoice number is read again.
    const refusedLines = new Set(checked.refused.map((refusal) => refusal.line));
    const { records } = readRecordsCsv(upload.text, invoiceCsvColumns, CSV_MAX_ROWS);
    for (const record of records) {
      if (!refusedLines.has(record.line)) continue;
      entries.push({ line: record.line, number: record.values.invoiceNumber?.trim() || null, row: null });
    }
    entries.sort((first, second) => first.line - second.line);
  }
  for (const entry of entries) {
    const key = entry.number === null ? `line:${entry.line}` : `number:${entry.number}`;
    let uploadKey: string | null = null;
    if (entry.number === null && entry.row) {
      // Identical rows are told apart by how many came before: each is an invoice of its own.
      const content = rowKey(entry.row, 0);
      const occurrence = occurrences.get(content) ?? 0;
      occurrences.set(content, occurrence + 1);
      uploadKey = rowKey(entry.row, occurrence);
    }
    let group = groups.get(key);
    if (!group) {
      group = { number: entry.number, rows: [], refusedLines: [], key: uploadKey };
      groups.set(key, group);
    }
    if (entry.row) group.rows.push({ line: entry.line, row: entry.row });
    else group.refusedLines.push(entry.line);
  }
  return [...groups.values()].filter((group) => group.rows.length > 0);
}

/** The invoices the file has that are already there, and the numbers typed-in invoices already use. */
async function existing(tx: Transaction, companyId: string, groups: readonly Group[]) {
  const numbers = [...new Set(groups.flatMap((group) => (group.number ? [group.number] : [])))];
  const keys = groups.flatMap((group) => (group.key ? [group.key] : []));
  const uploadedNumbers = new Set<string>();
  const usedNumbers = new Set<string>();
  const uploadedKeys = new Set<string>();
  for (const batch of inBatches(numbers, LOOKUP_BATCH)) {
    const found = await tx
      .select({ number: documents.number, importedEvent: documentEvents.id })
      .from(documents)
      .leftJoin(
        documentEvents,
        and(
          eq(documentEvents.companyId, documents.companyId),
          eq(documentEvents.documentId, documents.id),
          eq(documentEvents.event, IMPORTED),
        ),
      )
      .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'invoice'), inArray(documents.number, batch)));
    for (const row of found) (row.importedEvent === null ? usedNumbers : uploadedNumbers).add(row.number);
  }
  const keyOf = sql<string>`substring(${documentEvents.detail} from ${keyPattern})`;
  for (const batch of inBatches(keys, LOOKUP_BATCH)) {
    const found = await tx
      .select({ key: keyOf })
      .from(documentEvents)
      .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.event, IMPORTED), inArray(keyOf, batch)));
    for (const row of found) uploadedKeys.add(row.key);
  }
  return { uploadedNumbers, usedNumbers, uploadedKeys };
}

/** The one value the rows give for a field (blank cells take it), or the disagreement. */
function sharedValue(group: Group, field: SharedField): { value: string | null } | { disagree: true } {
  let value: string | null = null;
  let compared: string | null = null;
  for (const { row } of group.rows) {
    const given = row[field];
    if (given === null) continue;
    const normalised = field === 'customer' || field === 'branch' ? normalisedName(given) : given;
    if (compared === null) {
      compared = normalised;
      value = given;
    } else if (compared !== normalised) return { disagree: true };
  }
  return { value };
}

interface Ready {
  group: Group;
  invoice: Invoice;
}

type Outcome = Ready | { refused: Refusal[] };

/** The refusals of a group: each row's own reason, and for the others the first refused line. */
function refuseRows(group: Group, reasons: Map<number, string[]>): Refusal[] {
  const first = Math.min(...reasons.keys());
  return linesOf(group).map((line) => ({
    line,
    reason: reasons.get(line)?.join('; ') ?? invoiceImportMessages.refusedWith(first, labelOf(group)),
  }));
}

const refuseAll = (group: Group, reason: string): Outcome => ({
  refused: linesOf(group).map((line) => ({ line, reason })),
});

function customerOf(lookups: Lookups, context: RequestContext, name: string): Customer | string {
  const key = normalisedName(name);
  let found = lookups.customersByName.get(key) ?? [];
  if (found.length === 0) found = lookups.customersByEmail.get(key) ?? [];
  found = found.filter((customer) => inScope(context, customer.branchId));
  const [customer] = found;
  if (!customer) return invoiceImportMessages.unknownCustomer(name);
  if (found.length > 1) return invoiceImportMessages.manyCustomers(name, found.length);
  if (!customer.active) return invoiceImportMessages.inactiveCustomer(name);
  return customer;
}

function productOf(lookups: Lookups, name: string): Product | string {
  const key = normalisedName(name);
  const bySku = lookups.productsBySku.get(key);
  const found = bySku ? [bySku] : (lookups.productsByName.get(key) ?? []);
  const [product] = found;
  if (!product) return invoiceImportMessages.unknownProduct(name);
  if (found.length > 1) return invoiceImportMessages.manyProducts(name, found.length);
  if (product.status !== 'active') return invoiceImportMessages.archivedProduct(name);
  return product;
}

function taxIdOf(lookups: Lookups, name: string): { id: string } | string {
  const tax = lookups.taxes.get(normalisedName(name));
  if (!tax) return invoiceImportMessages.unknownTax(name);
  if (!tax.active) return invoiceImportMessages.inactiveTax(tax.name);
  if (!tax.usable) return invoiceImportMessages.noTaxAccount(tax.name);
  return { id: tax.id };
}

/** The group as an invoice request, checked by the API's invoice schema, or its refused rows. */
function invoiceOf(context: RequestContext, lookups: Lookups, group: Group): Outcome {
  const shared = {} as Record<SharedField, string | null>;
  for (const [field, plural] of sharedFields) {
    const agreed = sharedValue(group, field);
    if ('disagree' in agreed) return refuseAll(group, invoiceImportMessages.disagree(labelOf(group), plural));
    shared[field] = agreed.value;
  }
  if (shared.customer === null) return refuseAll(group, invoiceImportMessages.customerRequired);
  if (shared.date === null) return refuseAll(group, invoiceImportMessages.dateRequired);
  const customer = customerOf(lookups, context, shared.customer);
  if (typeof customer === 'string') return refuseAll(group, customer);
  let branch = context.branchScope ?? context.branchId;
  if (shared.branch !== null) {
    const named = lookups.branches.get(normalisedName(shared.branch));
    if (!named || !inScope(context, named)) return refuseAll(group, invoiceImportMessages.unknownBranch(shared.branch));
    branch = named;
  }
  const address = shared.address ?? customer.address;
  if (address === null) return refuseAll(group, invoiceImportMessages.noAddress(shared.customer));

  const reasons = new Map<number, string[]>();
  const refuse = (line: number, reason: string) => pushTo(reasons, line, reason);
  const items: InvoiceInput['items'] = [];
  for (const { line, row } of group.rows) {
    const product = productOf(lookups, row.product);
    if (typeof product === 'string') refuse(line, product);
    else if (row.price === null && !product.sellingPrice) refuse(line, invoiceImportMessages.noPrice(row.product));
    const tax: Array<{ id: string }> = [];
    for (const name of row.tax) {
      const found = taxIdOf(lookups, name);
      if (typeof found === 'string') refuse(line, found);
      else if (!tax.some((one) => one.id === found.id)) tax.push(found);
    }
    if (typeof product === 'string' || reasons.has(line)) continue;
    items.push({
      product: product.id,
      description: row.description ?? product.name,
      quantity: row.quantity,
      price: row.price ?? toNaira(product.sellingPrice ?? 0),
      tax,
    });
  }
  if (reasons.size > 0) return { refused: refuseRows(group, reasons) };

  const input: InvoiceInput = {
    customer: customer.id,
    branch,
    address,
    items,
    invoiceNumber: group.number ?? undefined,
    date: shared.date,
    dueDate: shared.dueDate ?? addDays(shared.date, 30),
    purchaseNo: shared.purchaseNo ?? undefined,
    note: shared.note ?? undefined,
    status: 'draft',
  };
  const parsed = invoiceSchema.safeParse(input);
  if (parsed.success) return { group, invoice: parsed.data };
  for (const issue of parsed.error.issues) {
    const [head, index] = issue.path;
    const row = head === 'items' && typeof index === 'number' ? group.rows[index] : undefined;
    for (const line of row ? [row.line] : linesOf(group)) refuse(line, issue.message);
  }
  return { refused: refuseRows(group, reasons) };
}

/** Thrown to undo an all-or-nothing upload when an invoice is refused while they are being made. */
export class InvoiceImportUndone extends Error {
  constructor(readonly result: ReturnType<typeof csvImportResult>) {
    super('The invoice upload was refused');
  }
}

const linesText = (lines: number[]) => (lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`);

/**
 * Saves the checked rows as draft invoices; all-or-nothing with any refused row saves none. An
 * invoice refused while they are made (createInvoice's own checks, which throw before it writes)
 * is refused with its rows; in all-or-nothing mode that throws InvoiceImportUndone, so the
 * route's transaction is rolled back and the route answers its result.
 */
export async function importInvoices(
  tx: PostingTransaction,
  context: RequestContext,
  input: { upload: Pick<CsvUpload, 'mode' | 'fileName' | 'text'>; checked: CheckedRows<InvoiceCsvRow> },
) {
  const { upload, checked } = input;
  const groups = groupRows(upload, checked);
  if (groups.length > MAX_INVOICES_PER_UPLOAD) {
    throw new Invalid(invoiceImportMessages.tooManyInvoices, { file: invoiceImportMessages.tooManyInvoices });
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-csv:${context.companyId}`}, 0))`);
  const refused: Refusal[] = [...checked.refused];
  let duplicates = 0;
  const found = await existing(tx, context.companyId, groups);
  const fresh: Group[] = [];
  for (const group of groups) {
    if (group.number !== null && found.usedNumbers.has(group.number)) {
      refused.push(
        ...linesOf(group).map((line) => ({ line, reason: invoiceImportMessages.numberUsed(group.number ?? '') })),
      );
    } else if (
      (group.number !== null && found.uploadedNumbers.has(group.number)) ||
      (group.key !== null && found.uploadedKeys.has(group.key))
    ) {
      duplicates += group.rows.length;
    } else if (group.refusedLines.length > 0) {
      const first = Math.min(...group.refusedLines);
      const reason = invoiceImportMessages.refusedWith(first, labelOf(group));
      refused.push(...linesOf(group).map((line) => ({ line, reason })));
    } else fresh.push(group);
  }

  const lookups = await readLookups(tx, context.companyId, fresh);
  const ready: Ready[] = [];
  for (const group of fresh) {
    const outcome = invoiceOf(context, lookups, group);
    if ('refused' in outcome) refused.push(...outcome.refused);
    else ready.push(outcome);
  }

  let created = 0;
  // All-or-nothing with a refusal writes nothing: no need to make what would be rolled back.
  if (!(upload.mode === 'all-or-nothing' && refused.length > 0)) {
    let undone = false;
    for (const { group, invoice } of ready) {
      try {
        const { id } = await createInvoice(tx, context, invoice);
        const detail = `From ${upload.fileName}, ${linesText(linesOf(group))}${group.key ? ` (upload key ${group.key})` : ''}`;
        await recordEvent(tx, context, id, IMPORTED, detail);
        created++;
      } catch (error) {
        // createInvoice checks before it writes: a refusal leaves the transaction as it was.
        if (!(error instanceof HttpError || error instanceof AmountTooLarge)) throw error;
        refused.push(...linesOf(group).map((line) => ({ line, reason: error.message })));
        if (upload.mode === 'all-or-nothing') undone = true;
      }
    }
    if (undone) throw new InvoiceImportUndone(csvImportResult(upload, checked, { created: 0, duplicates, refused }));
  }
  return finishImport(tx, context, 'invoice-import', upload, checked, { created, duplicates, refused });
}
