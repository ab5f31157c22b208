import { z } from 'zod';
import { fieldsObject, notValid } from './fields.ts';

/*
 * Every CSV upload (customers, products, vendors) answers the same: how many were added, how many
 * were already there, and each refused row with its line in the file and why. The server's
 * imports/csv-import.ts holds the zod schema of this answer.
 */

export const csvImportModes = ['all-or-nothing', 'good-rows'] as const;
export type CsvImportMode = (typeof csvImportModes)[number];

export interface CsvImportResult {
  mode: CsvImportMode;
  /** False when all-or-nothing refused the file: nothing was written. */
  saved: boolean;
  rows: number;
  created: number;
  /** Rows already in the company (an earlier upload of the same file): skipped. */
  duplicates: number;
  refused: Array<{ line: number; reason: string }>;
  /** Headings in the file that no column reads. */
  ignoredColumns: string[];
}

const number = (label: string) => z.number({ error: notValid(label) });

/** The answer's schema, for the API's response and its documentation. */
export const csvImportResultSchema = fieldsObject({
  mode: z.enum(csvImportModes, { error: notValid('Mode') }),
  saved: z.boolean({ error: notValid('Saved') }),
  rows: number('Rows'),
  created: number('Created'),
  duplicates: number('Duplicates'),
  refused: z.array(fieldsObject({ line: number('Line'), reason: z.string({ error: notValid('Reason') }) }), {
    error: notValid('Refused'),
  }),
  ignoredColumns: z.array(z.string({ error: notValid('Ignored columns') }), { error: notValid('Ignored columns') }),
}) satisfies z.ZodType<CsvImportResult>;
