/**
 * What each feature page says. The current pages and the legacy /old-page/... pages both read
 * from here, so the wording lives in one place.
 */

export type FeatureSlug =
  | 'invoicing'
  | 'accounting-and-taxes'
  | 'banking-and-payment'
  | 'contact-management'
  | 'product-and-service-management'
  | 'user-and-branch-management';

export interface Point {
  title: string;
  text: string;
}

export interface WorkedExample {
  caption: string;
  columns: string[];
  /** Cells; the columns after the first are right-aligned numbers. */
  rows: string[][];
  total?: string[];
  note?: string;
}

export interface Question {
  question: string;
  answer: string[];
}

export interface Feature {
  slug: FeatureSlug;
  path: string;
  name: string;
  title: string;
  metaDescription: string;
  lead: string;
  highlights: Point[];
  steps: Point[];
  local: { title: string; text: string; points: string[] };
  example: WorkedExample;
  questions: Question[];
  related: FeatureSlug[];
}

export const features: Record<FeatureSlug, Feature> = {
  invoicing: {
    slug: 'invoicing',
    path: '/features/invoicing',
    name: 'Invoicing',
    title: 'Invoices that get you paid, with the VAT worked out for you',
    metaDescription:
      'Send professional invoices, estimates and receipts in naira or any currency. Owo charges 7.5% VAT line by line, numbers every invoice in sequence and tracks who owes you.',
    lead: 'Create an invoice in under a minute on your phone or laptop. Owo charges 7.5% VAT on the right lines, numbers every invoice in sequence, puts your bank details on it, and tells you who has paid and who has not.',
    highlights: [
      {
        title: 'Invoices, estimates and receipts',
        text: 'Quote with an estimate, turn it into an invoice when the customer agrees, and issue a sales receipt when they pay on the spot.',
      },
      {
        title: 'VAT on the right lines',
        text: 'Each product carries its own VAT treatment: 7.5%, zero-rated or exempt. Discounts come off before VAT, so the tax matches what the customer pays.',
      },
      {
        title: 'Numbers with no gaps',
        text: 'INV-00041, INV-00042, INV-00043: every invoice gets the next number, even when three people invoice at the same moment.',
      },
      {
        title: 'Your account details on every invoice',
        text: 'Add your bank name, 10-digit NUBAN and account name once. Customers pay by transfer without calling to ask.',
      },
      {
        title: 'Deposits and installments',
        text: 'Record a deposit before you deliver, or split a big job into installments. Owo checks that the installments add up to the total.',
      },
      {
        title: 'Due dates that speak plainly',
        text: 'Every unpaid invoice reads "Due in 3 days", "Due today" or "Due 12 days ago", and a reminder email is one click away.',
      },
      {
        title: 'Any currency, books in naira',
        text: 'Bill a client abroad in dollars or pounds at the day\u2019s rate. Your reports stay in naira, with the original amount kept beside it.',
      },
      {
        title: 'PDF, print or email',
        text: 'Download a clean PDF with your logo, print it for the delivery van, or email it to the customer straight from Owo.',
      },
    ],
    steps: [
      { title: 'Pick the customer', text: 'Choose a customer or add a new one without leaving the invoice.' },
      {
        title: 'Add what you sold',
        text: 'Pick products from your list. Prices, VAT and the revenue account fill in by themselves.',
      },
      {
        title: 'Send it',
        text: 'Save, then email or download it. The sale and the VAT are in your books at once.',
      },
    ],
    local: {
      title: 'Ready for e-invoicing',
      text: 'The Nigeria Revenue Service\u2019s e-invoicing system covers large taxpayers now, medium-sized businesses from 1 July 2026 and everyone else from 1 July 2027. Owo invoices already carry what it asks for.',
      points: [
        'A sequential invoice number and the date of supply',
        'Your TIN, business name and address, and your customer\u2019s name',
        'The amount before VAT, the VAT rate and the VAT charged',
        'We are building the connection that will add the Invoice Reference Number and QR code for you',
      ],
    },
    example: {
      caption: 'An invoice from a supermarket in Enugu to a restaurant',
      columns: ['Item', 'Amount', 'VAT'],
      rows: [
        ['5 bags of rice at ₦78,000 (zero-rated)', '₦390,000.00', '₦0.00'],
        ['10 cartons of detergent at ₦14,500 (7.5%)', '₦145,000.00', '₦10,875.00'],
        ['Delivery (7.5%)', '₦15,000.00', '₦1,125.00'],
      ],
      total: ['Before VAT, and VAT', '₦550,000.00', '₦12,000.00'],
      note: 'The restaurant pays ₦562,000.00. Charging 7.5% on the whole ₦550,000 would have added ₦29,250 of VAT it does not owe.',
    },
    questions: [
      {
        question: 'Can I put my logo on invoices?',
        answer: [
          'Yes. Invoice templates in Settings let you add your logo, choose which fields show, and set the notes that appear at the bottom of every invoice.',
        ],
      },
      {
        question: 'What if a customer pays only part of an invoice?',
        answer: [
          'Record the amount they paid. The invoice shows the balance still due until it is fully paid, and one payment can also settle several invoices at once.',
        ],
      },
      {
        question: 'I am not registered for VAT. Can I still use Owo?',
        answer: [
          'Yes. Set your products to no VAT and your invoices will not charge it. When your business is registered, change the setting and new invoices charge 7.5% from then on.',
        ],
      },
    ],
    related: ['product-and-service-management', 'contact-management', 'banking-and-payment'],
  },

  'accounting-and-taxes': {
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
  },

  'banking-and-payment': {
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
  },

  'contact-management': {
    slug: 'contact-management',
    path: '/features/contact-management',
    name: 'Contact management',
    title: 'Every customer and vendor, with what they owe and what you owe them',
    metaDescription:
      'Keep customers and vendors in one place with their balances, invoices, bills and history. Aged receivables, vendor TINs for withholding tax, and CSV import from Excel.',
    lead: 'Owo keeps a record for every customer and vendor: how to reach them, what they have bought or supplied, and the balance between you. Before you call about an overdue invoice, you already know the whole story.',
    highlights: [
      {
        title: 'Customers and vendors',
        text: 'Individuals or companies, with several email addresses, office and billing addresses, state, currency and industry.',
      },
      {
        title: 'Balances at a glance',
        text: 'See what each customer owes and what you owe each vendor, updated the moment an invoice, bill or payment is saved.',
      },
      {
        title: 'The full history',
        text: 'Every invoice, estimate, receipt, bill and payment for a contact, on one page, newest first.',
      },
      {
        title: 'Who is late, and by how long',
        text: 'Aged receivables and payables sort balances into current, 1 to 30, 31 to 60, 61 to 90 and over 90 days.',
      },
      {
        title: 'Vendor bank details and TINs',
        text: 'Keep each vendor\u2019s bank account for paying them, and their TIN so withholding tax is deducted at the right rate.',
      },
      {
        title: 'Bring your list with you',
        text: 'Import customers and vendors from a CSV file saved from Excel or Google Sheets, with a preview before anything is saved.',
      },
      {
        title: 'Add without leaving',
        text: 'A new customer can be added from inside an invoice, and a new vendor from inside a bill.',
      },
      {
        title: 'Groups of companies',
        text: 'Link sub-companies to a parent customer, so a group\u2019s total balance is easy to see.',
      },
    ],
    steps: [
      { title: 'Import or add', text: 'Upload a CSV of your customers and vendors, or add them as you go.' },
      { title: 'Trade as usual', text: 'Invoices, bills and payments attach themselves to the right contact.' },
      { title: 'Follow up', text: 'Check the aged receivables each week and remind the customers who are late.' },
    ],
    local: {
      title: 'Withholding tax, without the guesswork',
      text: 'Under the 2024 withholding tax regulations the rate depends on what you are paying for and whether the payee has a TIN. Owo keeps the TIN on the vendor, so the rate is right every time.',
      points: [
        'Professional, consultancy and management fees: 5%',
        'Supply of goods and other services: 2%',
        'Rent: 10%',
        'Rates double when the payee has no TIN',
      ],
    },
    example: {
      caption: 'Aged receivables for a distributor in Kano',
      columns: ['How long overdue', 'Amount owed'],
      rows: [
        ['Not yet due', '₦1,250,000.00'],
        ['1 to 30 days', '₦480,000.00'],
        ['31 to 60 days', '₦215,000.00'],
        ['61 to 90 days', '₦90,000.00'],
        ['Over 90 days', '₦35,000.00'],
      ],
      total: ['Total owed by customers', '₦2,070,000.00'],
    },
    questions: [
      {
        question: 'Can I import my customers from Excel?',
        answer: [
          'Yes. Save the sheet as a CSV file and upload it. Owo shows a preview so you can check the columns before anything is saved.',
        ],
      },
      {
        question: 'Is there a limit on how many contacts I can keep?',
        answer: ['No. Every plan, including the free plan, has unlimited customers and vendors.'],
      },
      {
        question: 'Can a contact be both a customer and a vendor?',
        answer: [
          'Yes. Add them in both lists. Their invoices and bills stay separate, so you always know which way the money is owed.',
        ],
      },
    ],
    related: ['invoicing', 'banking-and-payment', 'product-and-service-management'],
  },

  'product-and-service-management': {
    slug: 'product-and-service-management',
    path: '/features/product-and-service-management',
    name: 'Product & service management',
    title: 'Stock you can count on, in every shop and warehouse',
    metaDescription:
      'Keep products and services with prices, VAT and units. Track stock across branches, record adjustments and transfers, and get warned before you run out.',
    lead: 'Keep one list of everything you sell, from cartons of noodles to hours of consulting. Owo tracks stock in each branch as you buy, sell, transfer and adjust, and warns you before a best-seller runs out.',
    highlights: [
      {
        title: 'Goods and services',
        text: 'Goods have stock; services do not. Both have a selling price, a VAT treatment and the account their sales go to.',
      },
      {
        title: 'Units that match how you sell',
        text: 'Kilogram, carton, bag, litre, piece or your own unit, with an SKU for each product.',
      },
      {
        title: 'Stock by branch',
        text: 'See how many you have in Ikeja, Wuse and Kano, not just a single total.',
      },
      {
        title: 'Low-stock warnings',
        text: 'Set a level for each product. When stock falls to it, the product is flagged so you can reorder in time.',
      },
      {
        title: 'Adjustments with a reason',
        text: 'Damaged, expired, stolen or found in the recount: every adjustment records why, and who made it.',
      },
      {
        title: 'Transfers between branches',
        text: 'Move stock from the warehouse to a shop in one step. It leaves one branch and arrives in the other.',
      },
      {
        title: 'Cost of sales, automatically',
        text: 'Each sale of a stocked product posts its cost, so your gross profit is right without a stock count at month end.',
      },
      {
        title: 'Bulk changes and CSV import',
        text: 'Import your price list from a CSV file, and change the category, VAT or status of many products at once.',
      },
    ],
    steps: [
      { title: 'Build your list', text: 'Import products from a CSV file or add them one by one.' },
      { title: 'Add your opening stock', text: 'Enter what each branch holds today.' },
      { title: 'Sell and restock', text: 'Invoices reduce stock, purchases add to it, and transfers move it.' },
    ],
    local: {
      title: 'The right VAT on every product',
      text: 'Nigeria zero-rates basic food, medicines and educational books, and exempts some supplies altogether. Set it once on the product, and every invoice charges the right VAT.',
      points: [
        'Standard-rated at 7.5% for most goods and services',
        'Zero-rated for basic food, medical and pharmaceutical products, books and exports',
        'Exempt where the law exempts the supply',
      ],
    },
    example: {
      caption: 'A month of stock movements for one product in the Lagos warehouse',
      columns: ['Movement', 'Cartons'],
      rows: [
        ['Opening stock', '120'],
        ['Received from the supplier', '+60'],
        ['Sold', '−95'],
        ['Damaged in storage (adjustment)', '−3'],
        ['Transferred to the Abuja branch', '−20'],
      ],
      total: ['Closing stock', '62'],
    },
    questions: [
      {
        question: 'Can I track stock separately for each branch?',
        answer: [
          'Yes. Stock is kept per branch, and you can transfer it between branches. Reports show each branch and the total.',
        ],
      },
      {
        question: 'What happens to products I no longer sell?',
        answer: [
          'Archive them. They disappear from your lists and invoices but stay in your history and reports. You can bring them back at any time.',
        ],
      },
      {
        question: 'Do services need stock?',
        answer: [
          'No. Mark an item as a service and Owo will never ask about stock for it. It still has a price, VAT and a sales account.',
        ],
      },
    ],
    related: ['invoicing', 'user-and-branch-management', 'contact-management'],
  },

  'user-and-branch-management': {
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
  },
};

export const featureList: Feature[] = Object.values(features);

/** The two entries of the Features menu without a page of their own (spec section 2). */
export const otherFeatures: Point[] = [
  {
    title: 'Payroll',
    text: 'Pay staff with PAYE on the 2026 bands, rent relief, 8% and 10% pension and 2.5% NHF worked out on every payslip.',
  },
  {
    title: 'Dashboard & reporting',
    text: 'Sales, expenses, cash in the bank and money owed, at a glance, with every report a click away.',
  },
];
