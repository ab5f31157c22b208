import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { businessTypes, companies, countries, industries, users } from './foundation.ts';

/*
 * What the public website collects. These are the platform's own records, not a company's, so
 * they carry no company_id; only the platform's staff can list them.
 */

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    occupation: text('occupation').notNull(),
    businessTypeId: uuid('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
    companySize: text('company_size').notNull(),
    industryId: uuid('industry_id')
      .notNull()
      .references(() => industries.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    accountantNeeded: boolean('accountant_needed'),
    demo: boolean('demo'),
    software: text('software'),
    marketingOption: text('marketing_option'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_email_key').on(table.email),
    index('waitlist_entries_created_idx').on(table.createdAt),
  ],
);

/** A "try demo" request: the demo company made for the person, and who they are. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('demo_requests_email_idx').on(table.email), index('demo_requests_created_idx').on(table.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
