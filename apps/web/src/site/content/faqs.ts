import type { Question } from './feature-types.ts';

export interface QuestionGroup {
  title: string;
  questions: Question[];
}

/** The FAQs page, grouped. The home page and the legacy FAQs page show some of the same answers. */
export const faqGroups: QuestionGroup[] = [
  {
    title: 'Getting started',
    questions: [
      {
        question: 'What is Owo?',
        answer: [
          'Owo is accounting software for small and medium businesses in Nigeria. It covers invoicing, expenses and bills, stock, bank reconciliation, VAT and withholding tax, payroll with PAYE, and the reports your accountant needs, all on one double-entry ledger.',
        ],
      },
      {
        question: 'Who is Owo for?',
        answer: [
          'Business owners with between one and a few hundred staff: shops, pharmacies, distributors, restaurants, agencies, schools, clinics and professional firms. It is also for the accountants who keep books for them.',
        ],
      },
      {
        question: 'Do I need to understand accounting?',
        answer: [
          'No. You record sales, expenses and payments in plain terms and Owo writes the accounting entries for you. If you have an accountant, they will find a proper chart of accounts, journals and a trial balance.',
        ],
      },
      {
        question: 'Can I use Owo on my phone?',
        answer: [
          'Yes. Owo runs in the browser on any smartphone, tablet or computer, and every screen is designed to work on a small phone screen. There is nothing to install.',
        ],
      },
      {
        question: 'How do I move from Excel or another accounting package?',
        answer: [
          'Import your customers, vendors and products from CSV files saved from Excel or Google Sheets, then enter your opening balances on the day you start. Our team can help you with the first setup.',
        ],
      },
    ],
  },
  {
    title: 'VAT and other taxes',
    questions: [
      {
        question: 'Does Owo charge VAT at 7.5%?',
        answer: [
          'Yes. Each product carries its own VAT treatment: standard-rated at 7.5%, zero-rated, or exempt. Owo charges VAT line by line, after any discount, so the VAT on an invoice matches what your customer actually pays for.',
        ],
      },
      {
        question: 'Does Owo prepare my VAT return?',
        answer: [
          'Owo adds up the VAT you charged and the VAT you paid on purchases for each month, so you have the figures for the return due by the 21st of the next month. You then file on the tax authority\u2019s portal and record the payment in Owo.',
        ],
      },
      {
        question: 'Is Owo ready for e-invoicing?',
        answer: [
          'Owo invoices already carry what the Nigeria Revenue Service\u2019s e-invoicing system asks for: a sequential number, your TIN, the date of supply, and the VAT rate and amount. Medium-sized businesses (turnover of ₦1 billion to ₦5 billion) must use the system from 1 July 2026, and everyone else from 1 July 2027. We are building the connection so your invoices get their reference number and QR code without retyping.',
        ],
      },
      {
        question: 'Does Owo handle withholding tax?',
        answer: [
          'Yes. When you pay a vendor, Owo deducts withholding tax at the rate for that kind of payment, such as 5% on professional fees or 2% on goods, doubled when the vendor has no TIN, and keeps a record for your monthly remittance.',
        ],
      },
    ],
  },
  {
    title: 'Payroll and PAYE',
    questions: [
      {
        question: 'Does Owo use the 2026 PAYE rules?',
        answer: [
          'Yes. From 1 January 2026 Owo applies the Nigeria Tax Act 2025: the new bands from 0% on the first ₦800,000 to 25% above ₦50 million, rent relief of 20% of rent up to ₦500,000, and no consolidated relief allowance. Months before 2026 keep the old rules.',
        ],
      },
      {
        question: 'How are pension and NHF worked out?',
        answer: [
          'Pension is at least 8% from the employee and 10% from the employer, on basic, housing and transport. NHF is 2.5% of basic for employees who contribute. Owo deducts the employee\u2019s share before working out PAYE, as the law allows.',
        ],
      },
      {
        question: 'What about staff on the minimum wage?',
        answer: [
          'Employees earning the national minimum wage of ₦70,000 a month or less pay no PAYE. Owo applies the exemption automatically.',
        ],
      },
    ],
  },
  {
    title: 'Your data and its safety',
    questions: [
      {
        question: 'Where is my data kept?',
        answer: [
          'In a PostgreSQL database on servers we run. Each company\u2019s records are kept apart by design: every record carries its company, and every request is checked against the companies you belong to. Emails from Owo go through the email service we have configured.',
        ],
      },
      {
        question: 'Who can see my business data?',
        answer: [
          'Only the people you invite, with the permissions their role gives them. We do not sell data or show advertising. Our support team looks at your records only to help you when you ask.',
        ],
      },
      {
        question: 'How do you protect my account?',
        answer: [
          'Traffic is encrypted, passwords are stored only as Argon2id hashes, and sign-in codes expire after 10 minutes. Repeated failed sign-ins are slowed down. Signing out ends your session on our servers, not just in your browser.',
        ],
      },
      {
        question: 'Do you follow the Nigeria Data Protection Act?',
        answer: [
          'We aim to handle personal information in line with the Nigeria Data Protection Act 2023. Our privacy policy explains what we collect, why, how long we keep it, and how to ask for a copy or for deletion.',
        ],
      },
    ],
  },
  {
    title: 'Pricing and leaving',
    questions: [
      {
        question: 'Is there a free plan?',
        answer: [
          'Yes. The free plan has one user, one branch and 20 invoices a month, with no time limit. Paid plans start at ₦9,500 a month and begin with a 30-day free trial.',
        ],
      },
      {
        question: 'Can I cancel at any time?',
        answer: [
          'Yes. Your plan stays active until the end of the period you have paid for. If you stop paying, your account moves to the free plan and nothing is deleted.',
        ],
      },
      {
        question: 'Can I leave with my data?',
        answer: [
          'Yes, always. You can download your reports and lists at any time, and we will send you a complete export of your company\u2019s records on request. If you close your account we keep your records for 90 days so you can change your mind, then delete them.',
          'Nigerian law expects your business to keep accounting records for six years, so take your export before you go.',
        ],
      },
    ],
  },
];

/** The questions the home page shows, in this order. */
export const homeQuestions: Question[] = [
  faqGroups[1]?.questions[0],
  faqGroups[2]?.questions[0],
  faqGroups[3]?.questions[0],
  faqGroups[4]?.questions[2],
].filter((question): question is Question => question !== undefined);
