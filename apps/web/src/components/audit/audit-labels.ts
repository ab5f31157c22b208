/*
 * How the audit log names what the server records: areas (entity types), actions and fields, in
 * the words the screens use. Anything not listed is shown by its code name made readable, so an
 * area added by a later module still reads sensibly.
 */

const areaLabels: Record<string, string> = {
  account: 'Chart of accounts',
  attachment: 'Attachments',
  'bank-account': 'Bank accounts',
  'bank-rule': 'Bank rules',
  branch: 'Branches',
  company: 'Company information',
  'company-logo': 'Company logo',
  contact: 'Contacts',
  discount: 'Discounts',
  journal: 'Journals',
  'journal-entry': 'Ledger entries',
  'bank-statement-import': 'Statement imports',
  'lock-date': 'Lock date',
  membership: 'Users',
  'opening-balances': 'Opening balances',
  'payment-method': 'Payment methods',
  reconciliation: 'Reconciliations',
  role: 'Roles',
  tax: 'Taxes',
  template: 'Templates',
  user: 'Users',
  'user-photo': 'User photos',
};

const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Rejected',
  merge: 'Merged',
  reverse: 'Reversed',
  match: 'Matched',
  unmatch: 'Unmatched',
  clear: 'Cleared',
  unclear: 'Uncleared',
  exclude: 'Excluded',
  include: 'Included',
  finish: 'Finished',
  undo: 'Undone',
};

const fieldLabels: Record<string, string> = {
  tin: 'TIN',
  rcNumber: 'RC number',
  vatNumber: 'VAT registration number',
  phoneNumber: 'Phone number',
  fiscalYearStart: 'Financial year start',
  fiscalYearStartMonth: 'Financial year start',
  currency: 'Home currency',
  currencyCode: 'Home currency',
  businessType: 'Business type',
  businessTypeId: 'Business type',
  industryId: 'Industry',
  countryCode: 'Country',
  stateId: 'State',
  lockDate: 'Lock date',
  contentType: 'File type',
};

/** 'bank-rule' -> 'Bank rule'; 'fiscalYearStart' -> 'Fiscal year start'. */
function readable(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const areaLabel = (entityType: string) => areaLabels[entityType] ?? readable(entityType);
export const actionLabel = (action: string) => actionLabels[action] ?? readable(action);
export const fieldLabel = (field: string) => fieldLabels[field] ?? readable(field);

/** Colours of the action badges: additions green, removals red, the rest neutral. */
export function actionColor(action: string): string {
  if (action === 'create' || action === 'approve') return 'green';
  if (action === 'delete' || action === 'reject' || action === 'reverse') return 'red';
  return 'blue';
}
