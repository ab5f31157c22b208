/**
 * What each feature page says. The current pages and the legacy /old-page/... pages both read
 * from here, so the wording lives in one place.
 */

import type { Feature, FeatureSlug, Point } from './feature-types.ts';
import { accountingAndTaxes, bankingAndPayment, userAndBranchManagement } from './features-books.ts';
import { contactManagement, invoicing, productAndServiceManagement } from './features-sales.ts';

export const features: Record<FeatureSlug, Feature> = {
  invoicing,
  'accounting-and-taxes': accountingAndTaxes,
  'banking-and-payment': bankingAndPayment,
  'contact-management': contactManagement,
  'product-and-service-management': productAndServiceManagement,
  'user-and-branch-management': userAndBranchManagement,
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
