import { parseIrn } from '@owo/core';
import { nrsLists } from './nrs-lists.ts';

/*
 * What the NRS stand-in checks in an invoice body (reference sections 4, 5 and 7): the mandatory
 * fields as integrators found the validator demands them. Each problem is a dotted path and what
 * is wrong, as NRS's deep errors read (invoice_line.0.hsn_code ...).
 */

type Body = Record<string, unknown>;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const hsPattern = /^\d{4}\.\d{2}(\d{2})?$/;

const codes = (name: keyof typeof nrsLists) => new Set(nrsLists[name].map((entry) => entry.code as string));
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function checkParty(value: unknown, path: string, problems: string[]) {
  if (!isObject(value)) return void problems.push(`${path}: is required`);
  for (const field of ['party_name', 'tin', 'email'])
    if (!filled(value[field])) problems.push(`${path}.${field}: is required`);
  if (filled(value.telephone) && !String(value.telephone).startsWith('+'))
    problems.push(`${path}.telephone: must start with + and the country code`);
  const address = value.postal_address;
  if (!isObject(address)) return void problems.push(`${path}.postal_address: is required`);
  for (const field of ['street_name', 'city_name', 'country'])
    if (!filled(address[field])) problems.push(`${path}.postal_address.${field}: is required`);
}

function checkLine(line: unknown, index: number, problems: string[]) {
  const path = `invoice_line.${index}`;
  if (!isObject(line)) return void problems.push(`${path}: is not valid`);
  if (!isNumber(line.invoiced_quantity) || Number(line.invoiced_quantity) <= 0)
    problems.push(`${path}.invoiced_quantity: must be a number above 0`);
  if (!isNumber(line.line_extension_amount)) problems.push(`${path}.line_extension_amount: is required`);
  if (!isObject(line.item) || !filled(line.item.name)) problems.push(`${path}.item.name: is required`);
  if (!isObject(line.price) || !isNumber(line.price.price_amount))
    problems.push(`${path}.price.price_amount: is required`);
  const hs = String(line.hsn_code ?? '');
  const isic = String(line.isic_code ?? '');
  if (hs === '' && isic === '')
    problems.push(`${path}.hsn_code: an HS code (goods) or a service code (services) is required`);
  else if (hs !== '' && !hsPattern.test(hs)) problems.push(`${path}.hsn_code: must look like 0000.00`);
  else if (isic !== '' && !codes('services-codes').has(isic))
    problems.push(`${path}.isic_code: is not a known service code`);
  const categories = Array.isArray(line.tax_category) ? line.tax_category : [];
  for (const category of categories)
    if (!isObject(category) || !codes('tax-categories').has(String(category.id)))
      problems.push(`${path}.tax_category: is not a known tax category`);
}

function checkTotals(body: Body, problems: string[]) {
  const totals = body.legal_monetary_total;
  if (!isObject(totals)) return void problems.push('legal_monetary_total: is required');
  for (const field of ['line_extension_amount', 'tax_exclusive_amount', 'tax_inclusive_amount', 'payable_amount'])
    if (!isNumber(totals[field])) problems.push(`legal_monetary_total.${field}: is required`);
}

/** The IRN's own rules: its service ID is the taxpayer's and its date the issue date. */
export function irnProblems(irn: unknown, serviceId: string, issueDate?: unknown): string[] {
  const parts = typeof irn === 'string' ? parseIrn(irn) : null;
  if (!parts) return ['irn: must be InvoiceNumber-ServiceID-YYYYMMDD with letters and digits only'];
  if (parts.serviceId !== serviceId.toUpperCase()) return ['irn: the service ID is not this business'];
  if (issueDate !== undefined && parts.date !== issueDate) return ['irn: the date is not the issue date'];
  return [];
}

export function invoiceProblems(body: Body, taxpayer: { businessId: string; serviceId: string }): string[] {
  const problems: string[] = [];
  if (!filled(body.business_id) || !uuidPattern.test(String(body.business_id)))
    problems.push('business_id: invalid UUID length');
  else if (body.business_id !== taxpayer.businessId) problems.push('business_id: does not match the API key');
  if (!filled(body.issue_date) || !datePattern.test(String(body.issue_date))) problems.push('issue_date: is required');
  problems.push(...irnProblems(body.irn, taxpayer.serviceId, body.issue_date));
  if (typeof body.invoice_type_code !== 'string') problems.push('invoice_type_code: must be a string code');
  else if (!codes('invoice-types').has(body.invoice_type_code)) problems.push('invoice_type_code: is not a known type');
  for (const field of ['document_currency_code', 'tax_currency_code'])
    if (!codes('currencies').has(String(body[field]))) problems.push(`${field}: is required`);
  checkParty(body.accounting_supplier_party, 'accounting_supplier_party', problems);
  checkParty(body.accounting_customer_party, 'accounting_customer_party', problems);
  checkTotals(body, problems);
  const lines = Array.isArray(body.invoice_line) ? body.invoice_line : [];
  if (lines.length === 0) problems.push('invoice_line: at least one line is required');
  for (const [index, line] of lines.entries()) checkLine(line, index, problems);
  if (body.invoice_type_code === '380') {
    const reference = Array.isArray(body.billing_reference) ? body.billing_reference[0] : undefined;
    if (!isObject(reference) || !filled(reference.irn))
      problems.push('billing_reference: a credit note must name the original invoice IRN');
  }
  return problems;
}
