/*
 * The reference lists the NRS stand-in serves (reference section 3.2, endpoints 23 to 27 and the
 * later tax-categories and hs-codes). Owo reads them from the service and caches them
 * (modules/e-invoicing/nrs.lists.ts); only the stand-in holds them in code.
 */

const typeNames: Record<string, string> = {
  '380': 'Credit Note',
  '381': 'Commercial Invoice',
  '384': 'Debit Note',
  '385': 'Self Billed Invoice',
  '386': 'Factored Invoice',
  '388': 'Statement of Account',
  '389': 'Purchase Order',
  '390': 'Proforma Invoice',
  '392': 'Consignment Invoice',
  '393': 'Self-billed Credit Note',
  '394': 'Self-billed Invoice',
  '395': 'Credit Note Request',
  '396': 'Invoice Request',
  '397': 'Final Settlement',
  '399': 'Bill of Lading',
  '400': 'Waybill',
  '402': 'Shipping Instructions',
  '404': 'Certificate of Origin',
  '406': 'Customs Declaration',
  '408': 'Packing List',
};

export const nrsLists = {
  'invoice-types': Object.entries(typeNames).map(([code, value]) => ({ code, value })),
  'tax-categories': [
    { code: 'STANDARD_VAT', value: 'Standard Value-Added Tax', percent: '7.5' },
    { code: 'REDUCED_VAT', value: 'Reduced Value-Added Tax', percent: 'Not Available' },
    { code: 'ZERO_VAT', value: 'Zero Value-Added Tax', percent: '0.0' },
    { code: 'EXEMPTED', value: 'Exempted', percent: '0.0' },
    { code: 'STANDARD_GST', value: 'Standard Goods and Services Tax', percent: 'Not Available' },
  ],
  currencies: [
    { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', decimal_digits: 2 },
    { code: 'USD', name: 'US Dollar', symbol: '$', decimal_digits: 2 },
    { code: 'GBP', name: 'British Pound Sterling', symbol: '£', decimal_digits: 2 },
    { code: 'EUR', name: 'Euro', symbol: '€', decimal_digits: 2 },
  ],
  'services-codes': [
    { code: '0111', description: 'Growing of cereals (except rice), leguminous crops and oil seeds' },
    { code: '0112', description: 'Growing of rice' },
    { code: '6201', description: 'Computer programming activities' },
    { code: '6202', description: 'Computer consultancy and computer facilities management activities' },
    { code: '6311', description: 'Data processing, hosting and related activities' },
    { code: '6920', description: 'Accounting, bookkeeping and auditing activities; tax consultancy' },
    { code: '7020', description: 'Management consultancy activities' },
    { code: '8559', description: 'Other education n.e.c.' },
  ],
  'hs-codes': [
    { code: '1006.30', description: 'Semi-milled or wholly milled rice' },
    { code: '3004.90', description: 'Medicaments, in measured doses, n.e.s.' },
    { code: '4820.10', description: 'Registers, account books, notebooks' },
    { code: '8471.30', description: 'Portable automatic data processing machines' },
    { code: '8517.13', description: 'Smartphones' },
    { code: '9403.30', description: 'Wooden office furniture' },
  ],
} as const;

export type NrsListName = keyof typeof nrsLists;
