import type { PreparedTaxReturn } from '@owo/core';
import type { Executor } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import { pdfLineLimit } from '../../exports/send.ts';
import { instantText } from '../../pdf/format.ts';
import type { TaxReturnFormModel } from '../../pdf/TaxReturnForm.tsx';
import { readCompanyTaxpayer } from '../company-profile/index.ts';
import { getReturn } from './tax-returns.view.ts';

/*
 * A filed return as the NRS-style form prints it (pdf/TaxReturnForm.tsx): the return as filed, the
 * company as the taxpayer, and the filing. Read in the request's transaction; rendered after it on
 * a PDF worker, so a render holds no connection.
 */

/** How many document rows the form's schedules print (a PDF has a limit; a spreadsheet has none). */
function scheduleRowCount(prepared: PreparedTaxReturn): number {
  const vat = prepared.vat ? Object.values(prepared.vat.documents).reduce((sum, rows) => sum + rows.length, 0) : 0;
  const wht = prepared.wht
    ? [...prepared.wht.lines, ...prepared.wht.credits].reduce((sum, row) => sum + row.documents.length, 0)
    : 0;
  return vat + wht;
}

export async function readReturnForm(
  executor: Executor,
  context: RequestContext,
  input: { id: string },
): Promise<{ model: TaxReturnFormModel; period: string }> {
  const taxReturn = await getReturn(executor, context, input);
  const rows = scheduleRowCount(taxReturn.prepared);
  // Past this, laying the schedules out takes too long and too much memory: a spreadsheet has no limit.
  if (rows > pdfLineLimit) {
    throw new HttpError(
      422,
      `This return's schedules list ${rows.toLocaleString('en-NG')} documents, more than a PDF can hold ` +
        `(${pdfLineLimit.toLocaleString('en-NG')}). Export it as XLSX or CSV.`,
    );
  }
  return {
    period: taxReturn.period,
    model: {
      taxpayer: await readCompanyTaxpayer(executor, context.companyId),
      prepared: taxReturn.prepared,
      filing: { filedOn: taxReturn.filedOn, reference: taxReturn.reference },
      printedAt: instantText(new Date()),
    },
  };
}
