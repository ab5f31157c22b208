import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table shares; not tables, so the schema index does not export them. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Money: an integer count of kobo, a JS number in code (DESIGN.md section 3). */
export const kobo = (name: string) => bigint(name, { mode: 'number' });

/** File bytes (a receipt, a logo, a photo), kept in the database with the rest of the company's data. */
export const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
