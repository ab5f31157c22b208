import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './foundation.ts';

/** company_id, which leads every key of a tenant table (DESIGN.md section 3). */
export const companyIdColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
