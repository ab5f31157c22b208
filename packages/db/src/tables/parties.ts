import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, kobo, updatedAt } from './columns.ts';
import { branches, countries, currencies, industries, states } from './foundation.ts';
import { companyIdColumn } from './tenant.ts';

/*
 * What a journal line may be about besides its account (DESIGN.md section 4): the contact, the
 * product and the tax. These tables hold what every module shares; the customers, vendors,
 * employees, products and taxes modules add their own columns or tables keyed by the same id.
 */

/** Who a line is with. A customer, a vendor and an employee are each a contact of that kind. */
export const contactKinds = ['customer', 'vendor', 'employee'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** A customer or vendor is a person or a business: sent upper-case, shown lower-case (spec section 3). */
export const contactTypes = ['individual', 'business'] as const;
export type ContactType = (typeof contactTypes)[number];

/**
 * A customer's or vendor's details live on the contact itself (a vendor is a customer's fields
 * plus bank details, spec section 3), so the two share one search and one lookup. Employees use
 * only the first columns.
 */
export const contacts = pgTable(
  'contacts',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    kind: text('kind', { enum: contactKinds }).notNull(),
    /** The name on documents and in lists: the company name of a business, else the person's full name. */
    displayName: text('display_name').notNull(),
    /**
     * The name lists sort by, kept by the database. An index on lower(display_name) would need the
     * row for every entry a page skips; on this column a page deep in 100,000 customers is read
     * from the index alone (bench/catalogue).
     */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${contacts.displayName})`),
    type: text('type', { enum: contactTypes }),
    companyName: text('company_name'),
    /** Initials that prefix this customer's invoice numbers. */
    invoiceInitials: text('invoice_initials'),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    officeAddress: text('office_address'),
    billingAddress: text('billing_address'),
    subCompanies: text('sub_companies').array().notNull().default(sql`'{}'::text[]`),
    industryId: uuid('industry_id').references(() => industries.id),
    currencyCode: text('currency_code').references(() => currencies.code),
    countryCode: text('country_code').references(() => countries.code),
    stateId: uuid('state_id').references(() => states.id),
    /** The branch the customer belongs to: a member limited to a branch sees its own customers. */
    branchId: uuid('branch_id'),
    tin: text('tin'),
    /**
     * A vendor's bank (its CBN code, packages/core/src/bank/nigerian-banks.ts) and NUBAN account
     * number: what a payment to the vendor is sent to. Both or neither (contacts_bank_details).
     */
    bankCode: text('bank_code'),
    bankAccountNumber: text('bank_account_number'),
    /** An inactive customer keeps its documents but is not offered on new ones. */
    active: boolean('active').notNull().default(true),
    /**
     * Lower-cased names, phone and emails, set by a trigger on every write (migration 0012): the
     * list's search reads one trigram index over it.
     */
    searchText: text('search_text').notNull().default(''),
    /** What identifies a row imported from a CSV (its name and first email or phone, normalised): the same file again adds nobody. */
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('contacts_kind', sql`${table.kind} in ('customer', 'vendor', 'employee')`),
    check('contacts_type', sql`${table.type} is null or ${table.type} in ('individual', 'business')`),
    check('contacts_bank_details', sql`(${table.bankCode} is null) = (${table.bankAccountNumber} is null)`),
    foreignKey({
      name: 'contacts_branch_fk',
      columns: [table.companyId, table.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }),
    index('contacts_list_idx').on(table.companyId, table.kind, table.sortName, table.id),
    index('contacts_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('contacts_import_key').on(table.companyId, table.kind, table.importKey),
  ],
);

export const productTypes = ['goods', 'service'] as const;
export type ProductType = (typeof productTypes)[number];

export const productStatuses = ['active', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** A unit goods are counted in (Kilogram, kg): one list for every company. */
export const measurements = pgTable('measurements', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  unit: text('unit').notNull(),
});

export const productCategories = pgTable(
  'product_categories',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('product_categories_name_key').on(table.companyId, sql`lower(${table.name})`),
  ],
);

/**
 * What the company sells or buys (spec section 3). Prices are kobo; quantities (low stock) are
 * thousandths of the unit, as packages/core/src/stock-costing.ts counts them.
 */
export const products = pgTable(
  'products',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** The name lists sort and filter by, kept by the database (as contacts.sort_name). */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${products.name})`),
    type: text('type', { enum: productTypes }).notNull().default('goods'),
    categoryId: uuid('category_id'),
    /** The stock keeping unit: unique in the company, compared without case. */
    sku: text('sku'),
    /** For NRS e-invoices: the HS code of goods (0000.00) or the service (ISIC) code of a service. */
    classificationCode: text('classification_code'),
    measurementCode: text('measurement_code')
      .notNull()
      .default('kg')
      .references(() => measurements.code),
    sellingPrice: kobo('selling_price').notNull().default(0),
    revenueAccountId: uuid('revenue_account_id'),
    description: text('description').notNull().default(''),
    purchasePrice: kobo('purchase_price'),
    expenseAccountId: uuid('expense_account_id'),
    inventoryAccountId: uuid('inventory_account_id'),
    /** Tracked goods at or under this quantity (thousandths) at a branch are flagged low. */
    lowStockMilli: bigint('low_stock_milli', { mode: 'number' }),
    /** Tracked goods keep a quantity on hand per branch and are valued at weighted average cost. */
    trackStock: boolean('track_stock').notNull().default(false),
    vendorId: uuid('vendor_id'),
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    /** What identifies a row imported from a CSV (its SKU, else its name, normalised): the same file again adds nothing. */
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('products_sku_key').on(table.companyId, sql`lower(${table.sku})`).where(sql`${table.sku} is not null`),
    uniqueIndex('products_import_key').on(table.companyId, table.importKey),
    index('products_list_idx').on(table.companyId, table.status, table.sortName, table.id),
    index('products_name_search_idx').using('gin', sql`${table.sortName} gin_trgm_ops`),
    foreignKey({
      name: 'products_category_fk',
      columns: [table.companyId, table.categoryId],
      foreignColumns: [productCategories.companyId, productCategories.id],
    }),
    foreignKey({
      name: 'products_revenue_account_fk',
      columns: [table.companyId, table.revenueAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'products_expense_account_fk',
      columns: [table.companyId, table.expenseAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'products_inventory_account_fk',
      columns: [table.companyId, table.inventoryAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'products_vendor_fk',
      columns: [table.companyId, table.vendorId],
      foreignColumns: [contacts.companyId, contacts.id],
    }),
    check('products_type', sql`${table.type} in ('goods', 'service')`),
    check('products_status', sql`${table.status} in ('active', 'archived')`),
    check(
      'products_prices',
      sql`${table.sellingPrice} >= 0 and (${table.purchasePrice} is null or ${table.purchasePrice} >= 0)`,
    ),
    check('products_low_stock', sql`${table.lowStockMilli} is null or ${table.lowStockMilli} >= 0`),
    // Only goods are counted: a service has no stock.
    check('products_track_goods', sql`not ${table.trackStock} or ${table.type} = 'goods'`),
  ],
);

/**
 * What a tax is, which decides the accounts it posts to: VAT to vat-input on purchases and
 * vat-output on sales, withholding to wht-receivable and wht-payable.
 */
export const taxKinds = ['vat', 'withholding', 'other'] as const;
export type TaxKind = (typeof taxKinds)[number];

/** Standard rated (NTA s.148), zero-rated (s.187), exempt (s.186). */
export const supplyClasses = ['standard', 'zero-rated', 'exempt'] as const;

export const taxes = pgTable(
  'taxes',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: taxKinds }).notNull().default('other'),
    /** A VAT tax's class of supply, which line of the VAT return its sales count in (issue 29). */
    supplyClass: text('supply_class', { enum: supplyClasses }).notNull().default('standard'),
    /**
     * The rate given when the tax was last changed, in basis points (750 = 7.5%). Its dated history
     * is in tax_rates; readers take the rate in force on a day through rateInForceOn()
     * (apps/server/src/modules/taxes/taxes.rates.ts), so a rate dated ahead takes effect on its day.
     */
    rateBasisPoints: integer('rate_basis_points').notNull().default(0),
    description: text('description').notNull().default(''),
    countryCode: text('country_code')
      .notNull()
      .default('NG')
      .references(() => countries.code),
    /** Who the tax is paid to (FIRS, a state internal revenue service). */
    agency: text('agency').notNull().default(''),
    /** Where the tax on sales posts: VAT output, WHT receivable (the spec's 'tax account'). */
    salesAccountId: uuid('sales_account_id'),
    /** Where the tax on purchases posts: VAT input, WHT payable. */
    purchasesAccountId: uuid('purchases_account_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('taxes_name_key').on(table.companyId, sql`lower(${table.name})`),
    foreignKey({
      name: 'taxes_sales_account_fk',
      columns: [table.companyId, table.salesAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    foreignKey({
      name: 'taxes_purchases_account_fk',
      columns: [table.companyId, table.purchasesAccountId],
      foreignColumns: [accounts.companyId, accounts.id],
    }),
    check('taxes_kind', sql`${table.kind} in ('vat', 'withholding', 'other')`),
    check('taxes_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
    check('taxes_supply_class', sql`${table.supplyClass} in ('standard', 'zero-rated', 'exempt')`),
  ],
);

/**
 * A tax's rates with the day each took effect: a document uses the rate in force on its date, so a
 * rate change leaves earlier documents at their old rate.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    companyId: companyIdColumn(),
    id: uuid('id').notNull(),
    taxId: uuid('tax_id').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('tax_rates_day_key').on(table.companyId, table.taxId, table.effectiveFrom),
    foreignKey({
      name: 'tax_rates_tax_fk',
      columns: [table.companyId, table.taxId],
      foreignColumns: [taxes.companyId, taxes.id],
    }).onDelete('cascade'),
    check('tax_rates_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/** The taxes a product's lines start with (spec: tax list). */
export const productTaxes = pgTable(
  'product_taxes',
  {
    companyId: companyIdColumn(),
    productId: uuid('product_id').notNull(),
    taxId: uuid('tax_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.productId, table.taxId] }),
    foreignKey({
      name: 'product_taxes_product_fk',
      columns: [table.companyId, table.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_taxes_tax_fk',
      columns: [table.companyId, table.taxId],
      foreignColumns: [taxes.companyId, taxes.id],
    }),
  ],
);
