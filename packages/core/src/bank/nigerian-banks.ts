/**
 * Nigerian banks a business is likely to hold an account with, and their CBN bank codes.
 *
 * This is data to keep up to date, not logic: banks merge, get licensed and lose licences. The codes
 * come from the CBN/NIBSS bank code lists as the payment gateways publish them (Paystack's bank list,
 * the CBN's 2010 NUBAN code table); `nipCode` is the NIBSS Instant Payment institution code and is
 * filled only where independent lists agree. A bank whose code could not be confirmed is left out
 * rather than guessed, because a wrong code makes `isValidNuban` reject real account numbers.
 *
 * `code` is what `isValidNuban` expects: 3 digits for deposit money banks, 5 for other financial
 * institutions (microfinance banks), 6 for institutions that only have the revised 6-digit code.
 */
export type BankKind = 'commercial' | 'non-interest' | 'digital';

export interface NigerianBank {
  readonly name: string;
  readonly code: string;
  /**
   * commercial and non-interest: deposit money banks. digital: app-first microfinance banks and
   * mobile-money operators (OPay, Moniepoint, Kuda...), whose personal accounts are often the
   * owner's phone number rather than a NUBAN, so a failed check digit is a hint there, not a refusal.
   */
  readonly kind: BankKind;
  readonly nipCode?: string;
}

export const nigerianBanks: readonly NigerianBank[] = [
  { name: 'Access Bank', code: '044', kind: 'commercial' },
  // Diamond merged into Access in 2019; its account numbers still carry Diamond's check digit.
  { name: 'Access Bank (Diamond)', code: '063', kind: 'commercial' },
  { name: 'Citibank Nigeria', code: '023', kind: 'commercial' },
  { name: 'Ecobank Nigeria', code: '050', kind: 'commercial' },
  { name: 'Fidelity Bank', code: '070', kind: 'commercial' },
  { name: 'First Bank of Nigeria', code: '011', kind: 'commercial' },
  { name: 'First City Monument Bank (FCMB)', code: '214', kind: 'commercial' },
  // Gateways write Globus (103) and Optimus (107) padded to five digits; see nubanBankCode.
  { name: 'Globus Bank', code: '00103', kind: 'commercial' },
  { name: 'Guaranty Trust Bank (GTBank)', code: '058', kind: 'commercial' },
  // Licence revoked by the CBN in June 2024; kept so old accounts and statements still resolve.
  { name: 'Heritage Bank', code: '030', kind: 'commercial' },
  { name: 'Keystone Bank', code: '082', kind: 'commercial' },
  { name: 'Optimus Bank', code: '00107', kind: 'commercial' },
  { name: 'Parallex Bank', code: '104', kind: 'commercial' },
  { name: 'Polaris Bank', code: '076', kind: 'commercial' },
  { name: 'PremiumTrust Bank', code: '105', kind: 'commercial' },
  { name: 'Providus Bank', code: '101', kind: 'commercial' },
  { name: 'Signature Bank', code: '106', kind: 'commercial' },
  { name: 'Stanbic IBTC Bank', code: '221', kind: 'commercial' },
  { name: 'Standard Chartered Bank', code: '068', kind: 'commercial' },
  { name: 'Sterling Bank', code: '232', kind: 'commercial' },
  { name: 'SunTrust Bank', code: '100', kind: 'commercial' },
  { name: 'Titan Trust Bank', code: '102', kind: 'commercial' },
  { name: 'Union Bank of Nigeria', code: '032', kind: 'commercial' },
  { name: 'United Bank for Africa (UBA)', code: '033', kind: 'commercial' },
  { name: 'Unity Bank', code: '215', kind: 'commercial' },
  { name: 'Wema Bank', code: '035', kind: 'commercial' },
  { name: 'Zenith Bank', code: '057', kind: 'commercial' },
  { name: 'Jaiz Bank', code: '301', kind: 'non-interest' },
  { name: 'TAJBank', code: '302', kind: 'non-interest' },
  { name: 'Lotus Bank', code: '303', kind: 'non-interest' },
  { name: 'Carbon', code: '565', kind: 'digital', nipCode: '100026' },
  { name: 'FairMoney Microfinance Bank', code: '51318', kind: 'digital', nipCode: '090551' },
  { name: 'Kuda Microfinance Bank', code: '50211', kind: 'digital', nipCode: '090267' },
  { name: 'Moniepoint Microfinance Bank', code: '50515', kind: 'digital', nipCode: '090405' },
  { name: 'OPay', code: '999992', kind: 'digital', nipCode: '100004' },
  { name: 'PalmPay', code: '999991', kind: 'digital', nipCode: '100033' },
  { name: 'Rubies Microfinance Bank', code: '125', kind: 'digital' },
  { name: 'Sparkle Microfinance Bank', code: '51310', kind: 'digital', nipCode: '090325' },
  { name: 'VFD Microfinance Bank', code: '566', kind: 'digital', nipCode: '090110' },
];

/** The listed bank with this CBN code or NIP code, e.g. from a stored account or a transfer narration. */
export function findBank(code: string): NigerianBank | undefined {
  const wanted = code.trim();
  return nigerianBanks.find((bank) => bank.code === wanted || bank.nipCode === wanted);
}
