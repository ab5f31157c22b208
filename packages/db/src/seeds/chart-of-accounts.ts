import type { AccountType, SystemAccountKey } from '../tables/accounts.ts';

/*
 * The chart of accounts a Nigerian SME starts with. Codes: 1xxx assets, 2xxx liabilities,
 * 3xxx equity, 4xxx income, 5xxx cost of sales, 6xxx operating expenses, 7xxx other and finance.
 */

export interface ParentAccountSeed {
  name: string;
  accountType: AccountType;
  codeFrom: number;
  codeTo: number;
  subCategories: Array<{ name: string; canSelectCurrency?: boolean }>;
}

export const parentAccountSeeds: ParentAccountSeed[] = [
  {
    name: 'Current Assets',
    accountType: 'Asset',
    codeFrom: 1000,
    codeTo: 1499,
    subCategories: [
      { name: 'Cash and Cash Equivalents', canSelectCurrency: true },
      { name: 'Bank', canSelectCurrency: true },
      { name: 'Accounts Receivable' },
      { name: 'Inventory' },
      { name: 'Prepayments and Advances' },
      { name: 'Tax Receivable' },
      { name: 'Other Current Assets' },
    ],
  },
  {
    name: 'Non-current Assets',
    accountType: 'Asset',
    codeFrom: 1500,
    codeTo: 1999,
    subCategories: [
      { name: 'Property, Plant and Equipment' },
      { name: 'Accumulated Depreciation' },
      { name: 'Intangible Assets' },
      { name: 'Long-term Investments' },
    ],
  },
  {
    name: 'Current Liabilities',
    accountType: 'Liability',
    codeFrom: 2000,
    codeTo: 2499,
    subCategories: [
      { name: 'Accounts Payable' },
      { name: 'Tax Payable' },
      { name: 'Payroll Liabilities' },
      { name: 'Customer Deposits' },
      { name: 'Accrued Liabilities' },
      { name: 'Short-term Borrowings' },
      { name: 'Credit Cards', canSelectCurrency: true },
    ],
  },
  {
    name: 'Non-current Liabilities',
    accountType: 'Liability',
    codeFrom: 2500,
    codeTo: 2999,
    subCategories: [{ name: 'Long-term Borrowings' }],
  },
  {
    name: 'Equity',
    accountType: 'Equity',
    codeFrom: 3000,
    codeTo: 3999,
    subCategories: [{ name: 'Share Capital' }, { name: 'Retained Earnings' }, { name: 'Other Equity' }],
  },
  {
    name: 'Revenue',
    accountType: 'Income',
    codeFrom: 4000,
    codeTo: 4499,
    subCategories: [{ name: 'Sales Revenue' }, { name: 'Service Revenue' }, { name: 'Sales Returns and Discounts' }],
  },
  {
    name: 'Other Income',
    accountType: 'Income',
    codeFrom: 4500,
    codeTo: 4999,
    subCategories: [{ name: 'Other Income' }, { name: 'Interest Income' }],
  },
  {
    name: 'Cost of Sales',
    accountType: 'Expense',
    codeFrom: 5000,
    codeTo: 5999,
    subCategories: [{ name: 'Cost of Goods Sold' }, { name: 'Direct Costs' }],
  },
  {
    name: 'Operating Expenses',
    accountType: 'Expense',
    codeFrom: 6000,
    codeTo: 6999,
    subCategories: [
      { name: 'Staff Costs' },
      { name: 'Premises and Utilities' },
      { name: 'Administrative Expenses' },
      { name: 'Selling and Marketing' },
      { name: 'Depreciation and Amortisation' },
      { name: 'Repairs and Maintenance' },
      { name: 'Transport and Travel' },
      { name: 'Professional Fees' },
    ],
  },
  {
    name: 'Other Expenses',
    accountType: 'Expense',
    codeFrom: 7000,
    codeTo: 7999,
    subCategories: [
      { name: 'Finance Costs' },
      { name: 'Foreign Exchange' },
      { name: 'Income Tax Expense' },
      { name: 'Other Expenses' },
    ],
  },
];

export interface AccountSeed {
  code: string;
  name: string;
  subCategory: string;
  systemKey?: SystemAccountKey;
  isBank?: boolean;
  description?: string;
}

const account = (code: string, name: string, subCategory: string, extra: Partial<AccountSeed> = {}): AccountSeed => ({
  code,
  name,
  subCategory,
  ...extra,
});

export const nigerianChartOfAccounts: AccountSeed[] = [
  account('1000', 'Cash on Hand', 'Cash and Cash Equivalents', { systemKey: 'cash', isBank: true }),
  account('1010', 'Petty Cash', 'Cash and Cash Equivalents', { isBank: true }),
  account('1020', 'POS Settlements in Transit', 'Cash and Cash Equivalents', {
    description: 'Card and POS takings not yet paid into the bank',
  }),
  account('1050', 'Bank Account', 'Bank', { isBank: true }),
  account('1100', 'Accounts Receivable', 'Accounts Receivable', { systemKey: 'receivables' }),
  account('1110', 'Allowance for Doubtful Debts', 'Accounts Receivable'),
  account('1120', 'Staff Loans and Advances', 'Accounts Receivable', {
    systemKey: 'staff-loans',
    description: 'Salary advances and loans to staff, recovered through payroll',
  }),
  account('1200', 'Inventory', 'Inventory', { systemKey: 'inventory' }),
  account('1210', 'Goods in Transit', 'Inventory'),
  account('1300', 'Prepaid Expenses', 'Prepayments and Advances'),
  account('1310', 'Prepaid Rent', 'Prepayments and Advances'),
  account('1320', 'Advances to Suppliers', 'Prepayments and Advances'),
  account('1400', 'VAT Input', 'Tax Receivable', { systemKey: 'vat-input', description: 'VAT paid on purchases' }),
  account('1410', 'WHT Receivable', 'Tax Receivable', {
    systemKey: 'wht-receivable',
    description: 'Withholding tax deducted by customers (credit notes)',
  }),
  account('1450', 'Other Receivables', 'Other Current Assets'),
  account('1500', 'Land and Buildings', 'Property, Plant and Equipment'),
  account('1510', 'Plant and Machinery', 'Property, Plant and Equipment'),
  account('1520', 'Furniture and Fittings', 'Property, Plant and Equipment'),
  account('1530', 'Office Equipment', 'Property, Plant and Equipment'),
  account('1540', 'Computer Equipment', 'Property, Plant and Equipment'),
  account('1550', 'Motor Vehicles', 'Property, Plant and Equipment'),
  account('1600', 'Accumulated Depreciation - Buildings', 'Accumulated Depreciation'),
  account('1610', 'Accumulated Depreciation - Plant and Machinery', 'Accumulated Depreciation'),
  account('1620', 'Accumulated Depreciation - Furniture and Fittings', 'Accumulated Depreciation'),
  account('1630', 'Accumulated Depreciation - Office Equipment', 'Accumulated Depreciation'),
  account('1640', 'Accumulated Depreciation - Computer Equipment', 'Accumulated Depreciation'),
  account('1650', 'Accumulated Depreciation - Motor Vehicles', 'Accumulated Depreciation'),
  account('1700', 'Software and Licences', 'Intangible Assets'),
  account('1800', 'Long-term Investments', 'Long-term Investments'),
  account('2000', 'Accounts Payable', 'Accounts Payable', { systemKey: 'payables' }),
  account('2100', 'VAT Output', 'Tax Payable', { systemKey: 'vat-output', description: 'VAT charged on sales' }),
  account('2110', 'WHT Payable', 'Tax Payable', {
    systemKey: 'wht-payable',
    description: 'Withholding tax deducted from suppliers, to remit',
  }),
  account('2120', 'Company Income Tax Payable', 'Tax Payable'),
  account('2130', 'Development Levy Payable', 'Tax Payable'),
  account('2200', 'PAYE Payable', 'Payroll Liabilities', { systemKey: 'paye-payable' }),
  account('2210', 'Pension Payable', 'Payroll Liabilities', { systemKey: 'pension-payable' }),
  account('2220', 'NHF Payable', 'Payroll Liabilities', { systemKey: 'nhf-payable' }),
  account('2230', 'NSITF Payable', 'Payroll Liabilities', { systemKey: 'nsitf-payable' }),
  account('2240', 'ITF Payable', 'Payroll Liabilities', { systemKey: 'itf-payable' }),
  account('2250', 'Salaries Payable', 'Payroll Liabilities', { systemKey: 'salaries-payable' }),
  account('2260', 'NHIA Payable', 'Payroll Liabilities', { systemKey: 'nhia-payable' }),
  account('2270', 'Other Payroll Deductions Payable', 'Payroll Liabilities', {
    systemKey: 'payroll-deductions-payable',
    description: 'Union dues, cooperative savings and other amounts deducted from pay, to pass on',
  }),
  account('2300', 'Customer Deposits', 'Customer Deposits', { systemKey: 'customer-deposits' }),
  account('2400', 'Accrued Expenses', 'Accrued Liabilities'),
  account('2410', 'Short-term Loans', 'Short-term Borrowings'),
  account('2450', 'Company Credit Card', 'Credit Cards', { isBank: true }),
  account('2500', 'Long-term Loans', 'Long-term Borrowings'),
  account('2510', "Directors' Loans", 'Long-term Borrowings'),
  account('3000', 'Share Capital', 'Share Capital'),
  account('3100', 'Retained Earnings', 'Retained Earnings', { systemKey: 'retained-earnings' }),
  account('3200', 'Opening Balance Equity', 'Other Equity', {
    systemKey: 'opening-balance-equity',
    description: 'The other side of opening balances',
  }),
  account('3300', "Owner's Capital", 'Other Equity'),
  account('3310', "Owner's Drawings", 'Other Equity'),
  account('4000', 'Sales', 'Sales Revenue', { systemKey: 'sales' }),
  account('4010', 'Service Revenue', 'Service Revenue', { systemKey: 'service-revenue' }),
  account('4100', 'Sales Returns', 'Sales Returns and Discounts'),
  account('4110', 'Sales Discounts', 'Sales Returns and Discounts', { systemKey: 'discounts-allowed' }),
  account('4500', 'Other Income', 'Other Income'),
  account('4510', 'Interest Income', 'Interest Income'),
  account('4520', 'Gain on Disposal of Assets', 'Other Income'),
  account('5000', 'Cost of Sales', 'Cost of Goods Sold', { systemKey: 'cost-of-sales' }),
  account('5010', 'Freight and Import Duties', 'Cost of Goods Sold'),
  account('5020', 'Inventory Adjustments', 'Cost of Goods Sold', {
    systemKey: 'inventory-adjustments',
    description: 'Stock counted or revalued: shrinkage, damage, surplus',
  }),
  account('5100', 'Direct Labour', 'Direct Costs'),
  account('6000', 'Salaries and Wages', 'Staff Costs', { systemKey: 'salaries' }),
  account('6010', 'Employer Pension Contributions', 'Staff Costs', { systemKey: 'employer-pension' }),
  account('6020', 'NSITF and ITF Contributions', 'Staff Costs', { systemKey: 'employer-levies' }),
  account('6030', 'Staff Welfare and Training', 'Staff Costs'),
  account('6040', 'Employer NHIA Contributions', 'Staff Costs', { systemKey: 'employer-nhia' }),
  account('6100', 'Rent', 'Premises and Utilities'),
  account('6110', 'Electricity', 'Premises and Utilities'),
  account('6120', 'Diesel and Generator', 'Premises and Utilities'),
  account('6130', 'Water and Waste', 'Premises and Utilities'),
  account('6140', 'Internet and Telephone', 'Premises and Utilities'),
  account('6200', 'Office Supplies and Stationery', 'Administrative Expenses'),
  account('6210', 'Insurance', 'Administrative Expenses'),
  account('6220', 'Licences, Permits and Levies', 'Administrative Expenses'),
  account('6230', 'Subscriptions and Software', 'Administrative Expenses'),
  account('6240', 'Bad Debts', 'Administrative Expenses'),
  account('6300', 'Advertising and Marketing', 'Selling and Marketing'),
  account('6310', 'Sales Commissions', 'Selling and Marketing'),
  account('6400', 'Depreciation', 'Depreciation and Amortisation'),
  account('6410', 'Amortisation', 'Depreciation and Amortisation'),
  account('6500', 'Repairs and Maintenance', 'Repairs and Maintenance'),
  account('6600', 'Transport and Travel', 'Transport and Travel'),
  account('6610', 'Fuel and Vehicle Running Costs', 'Transport and Travel'),
  account('6700', 'Audit and Accounting Fees', 'Professional Fees'),
  account('6710', 'Legal Fees', 'Professional Fees'),
  account('6720', 'Consulting Fees', 'Professional Fees'),
  account('6900', 'General Expenses', 'Administrative Expenses'),
  account('7000', 'Bank Charges', 'Finance Costs', { systemKey: 'bank-charges' }),
  account('7010', 'Interest Expense', 'Finance Costs'),
  account('7020', 'Tax Penalties and Interest', 'Finance Costs', {
    systemKey: 'tax-penalties',
    description: 'Penalties and interest paid with tax returns',
  }),
  account('7100', 'Foreign Exchange Gain or Loss', 'Foreign Exchange', { systemKey: 'fx-gain-loss' }),
  account('7200', 'Income Tax Expense', 'Income Tax Expense'),
  account('7300', 'Loss on Disposal of Assets', 'Other Expenses'),
];
