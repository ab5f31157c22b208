import { renderPayslips } from './Payslip.tsx';
import { renderSalesDocument } from './SalesDocument.tsx';
import { renderTaxReturnForm } from './TaxReturnForm.tsx';

/*
 * The documents a PDF worker renders (pool.ts): a name and a function from plain data (what a
 * structured clone carries: objects, arrays, strings, numbers, Uint8Array) to the PDF's bytes.
 * A document that should leave the API's thread joins by adding its render function here.
 */
export const pooledTemplates = {
  payslips: renderPayslips,
  salesDocument: renderSalesDocument,
  taxReturnForm: renderTaxReturnForm,
};

export type PooledTemplates = typeof pooledTemplates;
export type PooledTemplate = keyof PooledTemplates;
