import { invoiceCsvColumns, invoiceCsvExample } from '@owo/core';
import { openCsvUpload } from '../CsvUpload.tsx';

/**
 * The CSV upload of invoices (spec section 2): the shared dialog posting to /invoices/csv, where
 * every uploaded invoice is saved as a draft to review and approve (docs/decisions.md).
 */
export function openInvoiceCsvUpload(onUploaded: () => void): void {
  openCsvUpload({
    title: 'Upload invoices',
    endpoint: '/invoices/csv',
    columns: invoiceCsvColumns,
    example: invoiceCsvExample,
    templateName: 'invoices-template.csv',
    noun: 'invoices',
    onUploaded,
  });
}
