import type { Feature } from './feature-types.ts';

/* The feature pages of selling (features.ts): invoicing, contacts, products and services. */

export const invoicing: Feature = {
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
};

export const contactManagement: Feature = {
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
};

export const productAndServiceManagement: Feature = {
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
};
