/*
 * The Invoice Reference Number NRS knows an e-invoice by (docs/e-invoicing.md):
 * `{invoice number, letters and digits only}-{service id}-{YYYYMMDD of the issue date}`,
 * e.g. INV001-94ND90NR-20240611. NRS refuses special characters in the first part, so they are
 * dropped; letters are upper-cased as integrators do, so INV-0001 and inv-0001 cannot make two IRNs.
 */

export const serviceIdPattern = /^[A-Za-z0-9]{8}$/;

export class IrnNotPossible extends Error {}

export function invoiceNumberForIrn(invoiceNumber: string): string {
  return invoiceNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function buildIrn(invoiceNumber: string, serviceId: string, issueDate: string): string {
  const number = invoiceNumberForIrn(invoiceNumber);
  if (number === '') throw new IrnNotPossible(`Invoice number ${invoiceNumber} has no letters or digits`);
  if (!serviceIdPattern.test(serviceId)) throw new IrnNotPossible('The service ID must be 8 letters or digits');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) throw new IrnNotPossible(`Issue date ${issueDate} is not YYYY-MM-DD`);
  return `${number}-${serviceId.toUpperCase()}-${issueDate.replaceAll('-', '')}`;
}

/** The part of an IRN NRS reads the service ID from: an IRN of another taxpayer is refused. */
export function parseIrn(irn: string): { number: string; serviceId: string; date: string } | null {
  const match = /^([A-Z0-9]+)-([A-Z0-9]{8})-(\d{8})$/.exec(irn);
  if (!match) return null;
  const [, number = '', serviceId = '', digits = ''] = match;
  return { number, serviceId, date: `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}` };
}
