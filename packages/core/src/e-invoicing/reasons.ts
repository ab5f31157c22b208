/*
 * NRS's refusals in plain words for the invoice page. NRS answers a public message and details
 * as dotted paths into the document (`accounting_customer_party.tin: is required`); the owner
 * needs to know which record to fix: the customer, the product, the company or the settings.
 */

const partyFields: Record<string, string> = {
  party_name: 'name',
  tin: 'TIN',
  email: 'email',
  telephone: 'phone number',
  'postal_address.street_name': 'address',
  'postal_address.city_name': 'state',
  'postal_address.country': 'country',
};

function fieldInWords(path: string): string {
  const party = /^accounting_(supplier|customer)_party\.(.+)$/.exec(path);
  if (party) {
    const owner = party[1] === 'supplier' ? "your company's" : "the customer's";
    return `${owner} ${partyFields[party[2] ?? ''] ?? party[2]}`;
  }
  const line = /^invoice_line\.(\d+)\.(.+)$/.exec(path);
  if (line) {
    const field = line[2] ?? '';
    const what = /hsn_code|isic_code/.test(field) ? "product's HS or service code" : field.replaceAll('_', ' ');
    return `line ${Number(line[1]) + 1}: the ${what}`;
  }
  const named: Record<string, string> = {
    business_id: 'the business ID in the e-invoicing settings',
    irn: 'the IRN',
    billing_reference: "the original invoice's IRN",
    invoice_type_code: 'the document type',
    document_currency_code: 'the currency',
    tax_currency_code: 'the tax currency',
  };
  return named[path] ?? path.replaceAll('_', ' ');
}

export function plainNrsReason(publicMessage: string, details: string): string {
  if (/api key/i.test(publicMessage))
    return 'NRS did not accept the API key and secret: check them in Settings, E-invoicing.';
  if (/duplicate/i.test(publicMessage) && /already/.test(details))
    return 'NRS already has a document with this IRN: it was sent before.';
  const problems = details
    .split(';')
    .map((problem) => problem.trim())
    .filter(Boolean)
    .map((problem) => {
      const [path = '', ...rest] = problem.split(':');
      return `${fieldInWords(path.trim())} ${rest.join(':').trim()}`.trim();
    });
  return problems.length ? `NRS refused it: ${problems.join('; ')}.` : `NRS refused it: ${publicMessage}.`;
}
