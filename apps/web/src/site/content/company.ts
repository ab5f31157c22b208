import type { Point } from './feature-types.ts';

/** The About page; the legacy About us page tells the same story in fewer words. */
export const about = {
  title: 'We build the accounting tool we wished our parents\u2019 businesses had',
  metaDescription:
    'Owo is a Lagos team of accountants and engineers building accounting, payroll and tax software for Nigerian small and medium businesses.',
  lead: 'Owo started in Lagos with a simple observation: millions of Nigerian businesses are well run but badly recorded. The owner knows every customer by name, yet at the end of the year nobody can say for certain whether the business made money, or how much VAT it owes.',
  story: [
    'Most accounting software was built for other countries and bent to fit ours. VAT is bolted on, PAYE is a spreadsheet on the side, and the screens assume a fast laptop and a steady connection. So businesses fall back on notebooks and Excel, and pay for it at tax time.',
    'We set out to build accounting software that starts from how Nigerian businesses actually work: in naira, across branches in different states, with staff on payroll, customers who pay by transfer, and the Nigeria Tax Act on the desk. It had to work on a mid-range phone, over a mobile connection, for someone who has never heard the word "debit".',
    'Under the plain screens, Owo is strict. Every transaction posts a balanced double-entry journal, amounts are kept to the kobo, and posted entries are never quietly changed. That is what lets a business owner trust the numbers, and an accountant sign them off.',
  ],
  values: [
    {
      title: 'Numbers you can trust',
      text: 'Every figure in Owo comes from one balanced ledger. If the books do not balance, Owo will not save them.',
    },
    {
      title: 'Plain language',
      text: 'We write "money you are owed", not "accounts receivable", until you want the accountant\u2019s word.',
    },
    {
      title: 'Your data is yours',
      text: 'We never sell it, we keep it apart from everyone else\u2019s, and you can take all of it with you whenever you like.',
    },
    {
      title: 'Fast on the phone you have',
      text: 'We test on mid-range Android phones over slow networks, because that is where most of our customers work.',
    },
  ] satisfies Point[],
  team: [
    'Owo is a small team of chartered accountants, engineers and customer success staff, based in Yaba, Lagos, with colleagues working remotely across Nigeria.',
    'Our accountants review every tax rule before it ships, and answer customers\u2019 questions themselves.',
  ],
};

export const contactDetails = {
  general: 'hello@owo.ng',
  support: 'support@owo.ng',
  privacy: 'privacy@owo.ng',
  careers: 'careers@owo.ng',
  hours: 'Monday to Friday, 8am to 6pm (West Africa Time)',
  office: 'Yaba, Lagos, Nigeria',
};
