import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytes, createdAt, kobo, updatedAt } from './columns.ts';

/*
 * Tenancy (DESIGN.md section 3): a company is a tenant. Every tenant table has company_id, and it
 * leads every primary, unique and foreign key, so a row can never point into another company.
 */

// ---------- People and sign-in (not tenant data: one person may belong to many companies) ----------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The profile photo, resized when uploaded. */
    photo: bytes('photo'),
    photoContentType: text('photo_content_type'),
    /** Two-factor sign-in (RFC 6238): the shared secret, set once confirmed with a first code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Hashes of the unused recovery codes; each works once. */
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Updated at most once a minute, for the security screen's list of sessions. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Six-digit codes for verifying an email and resetting a password; only a hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify-signup', 'password-reset', 'sign-in-link', 'invitation', 'two-factor'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

// ---------- Reference data (the same for every company) ----------

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  minorUnits: integer('minor_units').notNull().default(2),
});

export const industries = pgTable('industries', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const businessTypes = pgTable('business_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
});

export const states = pgTable(
  'states',
  {
    id: uuid('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('states_country_code_key').on(table.countryCode, table.code)],
);

// ---------- Companies and who works in them ----------

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  businessTypeId: uuid('business_type_id')
    .notNull()
    .references(() => businessTypes.id),
  industryId: uuid('industry_id')
    .notNull()
    .references(() => industries.id),
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  stateId: uuid('state_id').references(() => states.id),
  address: text('address').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  tin: text('tin'),
  rcNumber: text('rc_number'),
  vatNumber: text('vat_number'),
  website: text('website'),
  /** The logo on documents and statements: PNG, JPEG or SVG, checked by content and resized. */
  logo: bytes('logo'),
  logoContentType: text('logo_content_type'),
  /** Every member must sign in with a second factor. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
  /** Nothing posts on or before this date (DESIGN.md section 4); null means no period is locked. */
  lockDate: date('lock_date', { mode: 'string' }),
  /** Stock may be sold or moved below zero (stock-costing.ts allowNegative); off by default. */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  /**
   * Turnover (kobo, twelve months) at or below which the company is relieved of VAT returns (NTA
   * 2025's small business; the printings say ₦50m or ₦100m, so it is the company's to set).
   */
  vatReliefThreshold: kobo('vat_relief_threshold').notNull().default(5_000_000_000),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roles = pgTable(
  'roles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The owner's role holds every permission, including ones added in later releases. */
    allPermissions: boolean('all_permissions').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    editable: boolean('editable').notNull().default(true),
    /** Members with this role see and change only their own branch's data. */
    ownBranchOnly: boolean('own_branch_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('roles_name_key').on(table.companyId, table.name),
  ],
);

export const branches = pgTable(
  'branches',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    website: text('website'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('branches_name_key').on(table.companyId, table.name),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('memberships_user_key').on(table.companyId, table.userId),
    index('memberships_user_idx').on(table.userId),
    foreignKey({ columns: [table.companyId, table.roleId], foreignColumns: [roles.companyId, roles.id] }),
    foreignKey({ columns: [table.companyId, table.branchId], foreignColumns: [branches.companyId, branches.id] }),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('payment_methods_name_key').on(table.companyId, table.name),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    plan: text('plan').notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'cancelled'] }).notNull(),
    seats: integer('seats').notNull().default(1),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/** Who changed what, with the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The server's id of the request that made the change (never one a client chose). */
    requestId: text('request_id'),
    /** The X-Request-Id the client sent, if any, kept beside ours to find its own logs. */
    clientRequestId: text('client_request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('audit_log_entity_idx').on(table.companyId, table.entityType, table.entityId),
    index('audit_log_created_idx').on(table.companyId, table.createdAt),
  ],
);

// ---------- Background work ----------

/**
 * Work to do after a transaction commits: emails, and webhooks such as the waitlist spreadsheet.
 * Written in the same transaction as the change that caused it; claimed with FOR UPDATE SKIP
 * LOCKED so any number of processes can work the queue.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'webhook', 'e-invoice'] }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_pending_idx').on(table.availableAt).where(sql`sent_at is null and failed_at is null`)],
);

/**
 * Attempt counters for sign-in, codes and password resets, per IP and per email, kept in the
 * database so that every API process sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Signed-in writes sent with an Idempotency-Key (DESIGN.md section 5), kept a day per user. A row
 * is written in the same transaction as the work it names, so it exists exactly when the work
 * committed: a retry finds it and gets the answer again instead of doing the work twice, and a
 * retry that arrives while the first call still runs waits for it on the row's lock. Keys belong
 * to a person, not a company (one client may work in several), so the row leads with the user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of method, route, company and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** What the work answered (JSON), which a retry is answered from. */
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
