import { addDays, type Invoice, type InvoiceCsvRow, type InvoiceInput, invoiceSchema, toNaira } from '@owo/core';
import { branches, contacts, products, type Transaction, taxes } from '@owo/db';
import { and, arrayOverlaps, eq, inArray, or, sql } from 'drizzle-orm';
import { inScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { inBatches, normalisedName, type Refusal } from '../../imports/csv-import.ts';
import { type Group, LOOKUP_BATCH, labelOf, linesOf } from './invoices.import-groups.ts';

/*
 * One invoice of an upload as the request the invoice API takes (invoices.import.ts): its rows
 * agree on the invoice's fields, its names become ids from lists read once per upload, and the
 * invoice schema checks it; or the reasons its rows are refused.
 */

/**
 * Each invoice is made by createInvoice (about 13 ms on PostgreSQL, 45 ms on PGlite), in one
 * transaction that holds the company's invoice numbers until it ends: a bigger file is split.
 */
export const MAX_INVOICES_PER_UPLOAD = 1000;

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
export async function readLookups(tx: Transaction, companyId: string, groups: readonly Group[]): Promise<Lookups> {
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

export interface Ready {
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
export function invoiceOf(context: RequestContext, lookups: Lookups, group: Group): Outcome {
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
