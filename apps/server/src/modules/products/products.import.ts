import { type ProductCsvRow, toKobo, toQuantityMilli } from '@owo/core';
import {
  accounts,
  measurements,
  newId,
  parentAccounts,
  productCategories,
  products,
  productTaxes,
  subCategoryAccounts,
  type Transaction,
  taxes,
} from '@owo/db';
import { and, eq, isNotNull } from 'drizzle-orm';
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
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * POST /products/csv after the rows are checked (imports/csv-import.ts): names (category, unit,
 * revenue account code, taxes) become ids from lists read once, and the good rows are inserted in
 * batches in the route's one transaction. A row's import key is its SKU, else its name
 * (normalised): a row already imported, or twice in the file, or whose SKU a product has, is a
 * duplicate and skipped, so the same file again adds nothing. A category the file names that the
 * company lacks is added (its description says it came from the upload).
 */

const BATCH = 500;

interface Lookups {
  categories: Map<string, string>;
  measurements: Map<string, string>;
  incomeAccounts: Map<string, string>;
  taxes: Map<string, string>;
  skus: Set<string>;
  defaults: { sales: string; service: string; inventory: string };
}

async function readLookups(tx: Transaction, companyId: string): Promise<Lookups> {
  const [categoryRows, unitRows, accountRows, taxRows, skuRows, sales, service, inventory] = await Promise.all([
    tx
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(eq(productCategories.companyId, companyId)),
    tx.select().from(measurements),
    tx
      .select({ id: accounts.id, code: accounts.code, name: accounts.name })
      .from(accounts)
      .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
      .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
      .where(
        and(eq(accounts.companyId, companyId), eq(parentAccounts.accountType, 'Income'), eq(accounts.isActive, true)),
      ),
    tx.select({ id: taxes.id, name: taxes.name }).from(taxes).where(eq(taxes.companyId, companyId)),
    tx
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.companyId, companyId), isNotNull(products.sku))),
    systemAccount(tx, companyId, 'sales'),
    systemAccount(tx, companyId, 'service-revenue'),
    systemAccount(tx, companyId, 'inventory'),
  ]);
  const unitMap = new Map<string, string>();
  for (const unit of unitRows) {
    for (const name of [unit.code, unit.name, unit.unit]) unitMap.set(normalisedName(name), unit.code);
  }
  const accountMap = new Map<string, string>();
  for (const account of accountRows) {
    accountMap.set(normalisedName(account.code), account.id);
    accountMap.set(normalisedName(account.name), account.id);
  }
  return {
    categories: new Map(categoryRows.map((row) => [normalisedName(row.name), row.id])),
    measurements: unitMap,
    incomeAccounts: accountMap,
    taxes: new Map(taxRows.map((row) => [normalisedName(row.name), row.id])),
    skus: new Set(skuRows.map((row) => normalisedName(row.sku ?? ''))),
    defaults: { sales: sales.id, service: service.id, inventory: inventory.id },
  };
}

export const importKeyOf = (row: Pick<ProductCsvRow, 'skuNumber' | 'name'>) =>
  row.skuNumber ? `sku:${normalisedName(row.skuNumber)}` : `name:${normalisedName(row.name)}`;

type NewProduct = typeof products.$inferInsert;
interface Ready {
  product: NewProduct;
  taxIds: string[];
  category: string | null;
}

/** The row as a product (its category by name, to add when new), or why it cannot be one. */
function productOf(
  context: RequestContext,
  lookups: Lookups,
  { line, row }: CheckedRow<ProductCsvRow>,
): Ready | Refusal {
  const refuse = (reason: string) => ({ line, reason });
  const unit = row.unitOfMeasurement ? lookups.measurements.get(normalisedName(row.unitOfMeasurement)) : 'kg';
  if (!unit)
    return refuse(`Unit "${row.unitOfMeasurement}" is not a unit of measurement (such as kg, Piece or Carton)`);
  let revenueAccountId = row.type === 'Service' ? lookups.defaults.service : lookups.defaults.sales;
  if (row.revenueAccount) {
    const named = lookups.incomeAccounts.get(normalisedName(row.revenueAccount));
    if (!named) return refuse(`Revenue Account "${row.revenueAccount}" is not an income account of the company`);
    revenueAccountId = named;
  }
  const taxIds: string[] = [];
  for (const name of row.tax) {
    const id = lookups.taxes.get(normalisedName(name));
    if (!id) return refuse(`Tax "${name}" is not one of the company's taxes`);
    if (!taxIds.includes(id)) taxIds.push(id);
  }
  const type = row.type === 'Service' ? 'service' : 'goods';
  return {
    category: row.category,
    taxIds,
    product: {
      companyId: context.companyId,
      id: newId(),
      name: row.name,
      type,
      sku: row.skuNumber,
      measurementCode: unit,
      sellingPrice: toKobo(row.price),
      revenueAccountId,
      description: row.description ?? '',
      purchasePrice: row.purchasePrice === null ? null : toKobo(row.purchasePrice),
      inventoryAccountId: row.trackItem ? lookups.defaults.inventory : null,
      lowStockMilli: row.lowStock === null ? null : toQuantityMilli(row.lowStock),
      trackStock: row.trackItem,
      importKey: importKeyOf(row),
    },
  };
}

const isRefusal = (value: Ready | Refusal): value is Refusal => 'reason' in value;

/** Categories the file names that the company lacks, added once each. */
async function addCategories(tx: Transaction, context: RequestContext, lookups: Lookups, ready: Ready[]) {
  for (const item of ready) {
    if (!item.category) continue;
    const key = normalisedName(item.category);
    let id = lookups.categories.get(key);
    if (!id) {
      id = newId();
      const values = { name: item.category, description: 'Added by a product upload' };
      await tx.insert(productCategories).values({ companyId: context.companyId, id, ...values });
      await recordAudit(tx, context, { action: 'create', entityType: 'product-category', entityId: id, after: values });
      lookups.categories.set(key, id);
    }
    item.product.categoryId = id;
  }
}

/** Saves the checked rows; all-or-nothing with any refused row saves none. */
export async function importProducts(
  tx: Transaction,
  context: RequestContext,
  input: { upload: Pick<CsvUpload, 'mode' | 'fileName'>; checked: CheckedRows<ProductCsvRow> },
) {
  const { upload, checked } = input;
  const lookups = await readLookups(tx, context.companyId);
  const refused: Refusal[] = [...checked.refused];
  const ready: Ready[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of checked.good) {
    const item = productOf(context, lookups, row);
    if (isRefusal(item)) {
      refused.push(item);
      continue;
    }
    const sku = item.product.sku ? normalisedName(item.product.sku) : null;
    if (seen.has(item.product.importKey ?? '') || (sku !== null && lookups.skus.has(sku))) duplicates++;
    else {
      seen.add(item.product.importKey ?? '');
      if (sku !== null) lookups.skus.add(sku);
      ready.push(item);
    }
  }
  let created = 0;
  // All-or-nothing with a refusal writes nothing: no need to insert what will be rolled back.
  if (!(upload.mode === 'all-or-nothing' && refused.length > 0)) {
    await addCategories(tx, context, lookups, ready);
    for (const batch of inBatches(ready, BATCH)) {
      const inserted = await tx
        .insert(products)
        .values(batch.map((item) => item.product))
        .onConflictDoNothing({ target: [products.companyId, products.importKey] })
        .returning({ id: products.id });
      const insertedIds = new Set(inserted.map((row) => row.id));
      const taxRows = batch
        .filter((item) => insertedIds.has(item.product.id))
        .flatMap((item) =>
          item.taxIds.map((taxId) => ({ companyId: context.companyId, productId: item.product.id, taxId })),
        );
      if (taxRows.length) await tx.insert(productTaxes).values(taxRows);
      created += inserted.length;
      duplicates += batch.length - inserted.length;
    }
  }
  return finishImport(tx, context, 'product-import', upload, checked, { created, duplicates, refused });
}
