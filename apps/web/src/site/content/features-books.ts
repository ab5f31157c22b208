import type { Feature } from './feature-types.ts';

/*
 * The feature pages of keeping the books and running the company (features.ts): accounting and
 * taxes, banking and payment, users and branches.
 */

export const accountingAndTaxes: Feature = {
  slug: 'accounting-and-taxes',
  path: '/features/accounting-and-taxes',
  name: 'Accounting & taxes',
  title: 'Proper books, and tax figures you can file with confidence',
  metaDescription:
    'Double-entry accounting for Nigerian businesses: a ready chart of accounts, automatic journals, VAT, WHT and PAYE figures, and the reports your accountant and the NRS expect.',
  lead: 'Every sale, bill, payment and payslip in Owo posts a balanced double-entry journal for you. Your profit and loss, balance sheet and tax returns come from the same ledger, so they always agree with each other.',
  highlights: [
    {
      title: 'A chart of accounts made for Nigeria',
      text: 'Start with accounts for VAT, withholding tax, PAYE, pension and the usual income and expenses. Add your own whenever you need them.',
    },
    {
      title: 'Journals written for you',
      text: 'An invoice debits receivables and credits sales and VAT; a payment clears it. You never have to write these entries by hand.',
    },
    {
      title: 'Manual journals with approval',
      text: 'Your accountant can post adjustments and accruals, and a second person can approve them before they count.',
    },
    {
      title: 'Books that cannot go out of balance',
      text: 'Owo refuses any entry whose debits and credits differ, and edits are recorded as reversals, so the history is never lost.',
    },
    {
      title: 'VAT returns from your books',
      text: 'Output VAT on sales minus input VAT on purchases, month by month, ready for the return due on the 21st.',
    },
    {
      title: 'Withholding tax on payments',
      text: 'Deduct WHT at the right rate when you pay a vendor: 5% on professional fees, 2% on goods and other services, doubled for a payee without a TIN.',
    },
    {
      title: 'Reports your accountant will recognise',
      text: 'Profit and loss, balance sheet, trial balance, cash flow, general ledger, and receivables and payables by age.',
    },
    {
      title: 'Close the month properly',
      text: 'Lock a period once it is filed. Nothing can be posted on or before the lock date, and every change is in the audit log.',
    },
  ],
  steps: [
    { title: 'Record as you go', text: 'Sell, spend and pay staff in Owo. Each step posts its journal.' },
    { title: 'Review the month', text: 'Reconcile the bank, then check the trial balance and the VAT summary.' },
    { title: 'File and lock', text: 'Use the figures on the tax portal, record the payment, and lock the month.' },
  ],
  local: {
    title: 'Nigeria\u2019s tax calendar, in your books',
    text: 'Owo follows the Nigeria Tax Act 2025. Rates and thresholds are kept as dated settings, so a change in the law is a new entry, not a rewrite.',
    points: [
      'PAYE to the State Internal Revenue Service by the 10th of the next month',
      'VAT and withholding tax returns by the 21st of the next month, even in a quiet month',
      'Employers\u2019 annual PAYE return by 31 January',
      'Company income tax within six months of your year end; 0% for a small company with turnover up to ₦50 million',
    ],
  },
  example: {
    caption: 'A month\u2019s VAT summary for a trading company',
    columns: ['', 'Taxable amount', 'VAT'],
    rows: [
      ['VAT charged on sales (output)', '₦5,500,000.00', '₦412,500.00'],
      ['VAT paid on purchases (input)', '₦2,480,000.00', '₦186,000.00'],
    ],
    total: ['VAT to pay by the 21st', '', '₦226,500.00'],
  },
  questions: [
    {
      question: 'Do I need to know accounting to use Owo?',
      answer: [
        'No. You record sales, expenses and payments in everyday terms, and Owo writes the double-entry journals behind them. If you have an accountant, invite them as a user and they will find everything where they expect it.',
      ],
    },
    {
      question: 'Does Owo submit my returns to the tax authorities?',
      answer: [
        'Owo prepares the figures and schedules for your VAT, withholding tax and PAYE returns. Today you submit them on the tax authority\u2019s portal yourself; we are working on direct submission as the Nigeria Revenue Service opens its e-invoicing connections.',
      ],
    },
    {
      question: 'What happens when a tax rate changes?',
      answer: [
        'Rates and thresholds in Owo have start dates. When a rate changes, the new rate applies from its start date and earlier months keep the rate that applied to them.',
      ],
    },
  ],
  related: ['invoicing', 'banking-and-payment', 'user-and-branch-management'],
};

export const bankingAndPayment: Feature = {
  slug: 'banking-and-payment',
  path: '/features/banking-and-payment',
  name: 'Banking & payment',
  title: 'Know where every naira is, in every account',
  metaDescription:
    'Track bank and cash accounts, record payments in and out, pay vendors, and reconcile your bank statement in minutes. Built for Nigerian banks and NUBAN account numbers.',
  lead: 'Keep every business account in Owo: the GTBank current account, the Moniepoint POS settlement account and the petty cash box. Record money in and out against invoices and bills, then match it to your bank statement at month end.',
  highlights: [
    {
      title: 'All your accounts in one place',
      text: 'Current accounts, savings, POS settlement accounts, cash and mobile wallets, each with its own balance and history.',
    },
    {
      title: 'Payments against invoices',
      text: 'Record a transfer against one invoice or spread it across several. Any extra is kept as a credit for the customer.',
    },
    {
      title: 'Pay vendors and bills',
      text: 'See what you owe each vendor, pay several bills in one payment, and deduct withholding tax as you pay.',
    },
    {
      title: 'Expenses in seconds',
      text: 'Diesel, data, transport, bank charges: record them with the account they came from, with VAT where it applies.',
    },
    {
      title: 'Statement import',
      text: 'Upload the CSV or OFX statement from your internet banking. Owo suggests a match for each line from its amount and date.',
    },
    {
      title: 'Reconcile in minutes',
      text: 'Accept the matches, record the charges only the bank knew about, and finish when the balances agree.',
    },
    {
      title: 'Every way Nigerians pay',
      text: 'Transfer, POS, cash, cheque and USSD come ready as payment methods, and you can add your own.',
    },
    {
      title: 'Transfers between accounts',
      text: 'Moving money from the sales account to the payroll account is one entry, not two that might not match.',
    },
  ],
  steps: [
    { title: 'Add your accounts', text: 'Enter each bank account with its bank and NUBAN, and each cash box.' },
    { title: 'Record money in and out', text: 'Payments, receipts and expenses land in the right account.' },
    { title: 'Reconcile monthly', text: 'Import the statement and match it. Fifteen minutes, once a month.' },
  ],
  local: {
    title: 'Made for Nigerian banks',
    text: 'Owo knows the commercial banks\u2019 CBN codes and the NUBAN check-digit rule, so a mistyped account number is caught before it reaches an invoice.',
    points: [
      'Access, First Bank, GTBank, UBA, Zenith and the other commercial banks, plus microfinance and fintech banks',
      'A 10-digit NUBAN checked against its bank as you type',
      'Bank charges, SMS alert fees and the ₦50 levy on incoming transfers of ₦10,000 or more recorded in one go',
    ],
  },
  example: {
    caption: 'A month-end reconciliation that balances',
    columns: ['', 'Amount'],
    rows: [
      ['Balance on the bank statement', '₦3,912,450.00'],
      ['Add: lodgement not yet on the statement', '₦350,000.00'],
      ['Less: cheque not yet presented', '−₦60,000.00'],
      ['Balance in your books before charges', '₦4,206,950.00'],
      ['Less: bank charges and levies you had not recorded', '−₦4,500.00'],
    ],
    total: ['Both sides agree at', '₦4,202,450.00'],
  },
  questions: [
    {
      question: 'Does Owo connect directly to my bank?',
      answer: [
        'Not yet. Today you download a statement file (CSV or OFX) from your internet banking and upload it to Owo, which takes about a minute. Direct bank connections are on our plans.',
      ],
    },
    {
      question: 'Can my customers pay me through Owo?',
      answer: [
        'Customers pay into your own bank account, using the account details printed on your invoice. You then record the payment in Owo, or match it when you import your statement. Owo never holds your money.',
      ],
    },
    {
      question: 'How do I handle POS payments that arrive the next day?',
      answer: [
        'Record the day\u2019s POS sales to your POS settlement account. When the settlement lands in your bank, record it as a transfer and the terminal charges as an expense.',
      ],
    },
  ],
  related: ['accounting-and-taxes', 'invoicing', 'contact-management'],
};

export const userAndBranchManagement: Feature = {
  slug: 'user-and-branch-management',
  path: '/features/user-and-branch-management',
  name: 'User & branch management',
  title: 'The right access for every member of staff, in every branch',
  metaDescription:
    'Invite your team, give each person a role with only the permissions they need, and run several branches from one account, with an audit log of every change.',
  lead: 'Invite your accountant, your sales team and your store keepers. Each person gets a role that decides what they can see and do, and a branch they work in. You see every branch together, and every change is recorded.',
  highlights: [
    {
      title: 'Invite your team',
      text: 'Add a user with their email, choose their role and branch, and they can start straight away.',
    },
    {
      title: 'Roles you define',
      text: 'Create roles such as Cashier or Store keeper from a list of permissions. The Owner role always has every permission.',
    },
    {
      title: 'Only what each person needs',
      text: 'A sales rep can raise invoices without seeing payroll; a store keeper can move stock without seeing the bank balance.',
    },
    {
      title: 'Branches across Nigeria',
      text: 'Add each shop, office or warehouse with its address. Documents, stock and reports can be filtered by branch.',
    },
    {
      title: 'Several businesses, one sign-in',
      text: 'If you run more than one company, switch between them from the top bar. Their books never mix.',
    },
    {
      title: 'An audit log of every change',
      text: 'Who created, edited or deleted what, and when, with the values before and after.',
    },
  ],
  steps: [
    { title: 'Add your branches', text: 'Head office, shops and warehouses, each with an address.' },
    { title: 'Set up roles', text: 'Start from the permissions list and save a role for each kind of job.' },
    { title: 'Invite people', text: 'Give each person a role and a branch. Change either at any time.' },
  ],
  local: {
    title: 'Built for businesses that grow across states',
    text: 'A typical Owo business has a head office in one city and branches in others. Each branch keeps its own stock and documents, and the owner sees the whole business.',
    points: [
      'A head office in Ikeja, Lagos, with a branch in Wuse, Abuja, and a depot in Kano',
      'Invoices and receipts that print the address of the branch that issued them',
      'Sales and stock reports for one branch or all of them',
    ],
  },
  example: {
    caption: 'Roles in a pharmacy group with three branches',
    columns: ['Role', 'What they can do'],
    rows: [
      ['Owner', 'Everything, in every branch'],
      ['Accountant', 'Accounting, tax, bank, reports and payroll'],
      ['Branch manager', 'Sales, expenses, stock and reports for their branch'],
      ['Pharmacist', 'Sales receipts and customers'],
      ['Store keeper', 'Products, stock adjustments and transfers'],
    ],
  },
  questions: [
    {
      question: 'How many users can I have?',
      answer: [
        'The free plan has one user, Starter has three and Business has ten. You can add more users to a paid plan at any time.',
      ],
    },
    {
      question: 'What happens when a member of staff leaves?',
      answer: [
        'Remove their user. They can no longer sign in, and everything they recorded stays in your books, with their name in the audit log.',
      ],
    },
    {
      question: 'Can my external accountant have access?',
      answer: [
        'Yes. Invite them as a user with an Accountant role. They see the books and reports without being able to change your settings.',
      ],
    },
  ],
  related: ['accounting-and-taxes', 'product-and-service-management', 'invoicing'],
};
