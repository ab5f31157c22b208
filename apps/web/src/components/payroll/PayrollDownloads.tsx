import type { PayrollRun } from '../../api/payroll.ts';

/*
 * DOWNLOADS SLOT (issue 28): the run's payslip PDFs and its schedules (PAYE, pension, NHF, bank)
 * come from /api/payroll/{id}/payslips... and /api/payroll/{id}/schedules/..., built in parallel.
 * Their menu goes here (DownloadMenu, or a Menu of links); the run page already shows this
 * component in its header, so nothing else on the page needs to change.
 */
export function PayrollDownloads(_props: { run: PayrollRun }) {
  return null;
}
