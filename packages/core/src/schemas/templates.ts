import { z } from 'zod';
import { boolean, choice, fieldsObject, freeText, notValid, required } from './fields.ts';

/*
 * Document templates: how each type of document looks when printed or sent (the PDF renderer in
 * apps/server/src/pdf reads them). The settings screens live at /settings/Templates/<segment>, where
 * the spec names some types in the plural (estimates, bills): templateTypeOfSegment is the one place
 * that maps them.
 */

export const templateDocumentTypeValues = ['invoice', 'estimate', 'sales-receipt', 'bill', 'purchase-order'] as const;
export type TemplateDocumentTypeValue = (typeof templateDocumentTypeValues)[number];

export const templateLayoutValues = ['classic', 'modern', 'compact'] as const;
export type TemplateLayoutValue = (typeof templateLayoutValues)[number];

/** The URL segment of each type's settings screen, as the spec spells it. */
export const templateSegments: Record<TemplateDocumentTypeValue, string> = {
  invoice: 'invoice',
  estimate: 'estimates',
  'sales-receipt': 'sales-receipt',
  bill: 'bills',
  'purchase-order': 'purchase-order',
};

/** What each type is called on screen and printed as the document's title. */
export const templateDocumentLabels: Record<TemplateDocumentTypeValue, string> = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  'sales-receipt': 'Sales receipt',
  bill: 'Bill',
  'purchase-order': 'Purchase order',
};

export const templateLayoutLabels: Record<TemplateLayoutValue, { label: string; description: string }> = {
  classic: { label: 'Classic', description: 'A band of your colour across the top, details in two columns' },
  modern: { label: 'Modern', description: 'A coloured side bar, a large title and a large total' },
  compact: { label: 'Compact', description: 'One narrow column, for short documents and receipt printers' },
};

/** 'estimates' or 'estimate' -> 'estimate'; anything else -> undefined. */
export function templateTypeOfSegment(segment: string): TemplateDocumentTypeValue | undefined {
  const lower = segment.toLowerCase();
  const byType = templateDocumentTypeValues.find((type) => type === lower);
  if (byType) return byType;
  return templateDocumentTypeValues.find((type) => templateSegments[type] === lower);
}

export const templateMessages = {
  accentColour: 'Accent colour must be a colour like #0B7A75',
} as const;

/** The look a company chose for one type; the defaults are what a type without a saved choice gets. */
export const defaultTemplateSettings = {
  layout: 'classic' as TemplateLayoutValue,
  accentColour: '#0B7A75',
  showLogo: true,
  showBankDetails: true,
  showTin: true,
  showSignature: false,
  showTerms: true,
  showNotes: true,
  showPaymentInstructions: true,
  defaultNotes: '',
  defaultTerms: '',
  paymentInstructions: '',
};

const accentColour = z
  .string({ error: (issue) => (issue.input == null ? required('Accent colour') : notValid('Accent colour')) })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, templateMessages.accentColour)
  .transform((value) => value.toUpperCase());

/** The whole template, as saved (PUT) and as previewed before saving. */
export const templateSettingsSchema = fieldsObject({
  layout: choice('Layout', templateLayoutValues),
  accentColour,
  showLogo: boolean('Show logo'),
  showBankDetails: boolean('Show bank details'),
  showTin: boolean('Show TIN'),
  showSignature: boolean('Show signature'),
  showTerms: boolean('Show terms'),
  showNotes: boolean('Show notes'),
  showPaymentInstructions: boolean('Show payment instructions'),
  defaultNotes: freeText('Default notes', 1000),
  defaultTerms: freeText('Default terms', 2000),
  paymentInstructions: freeText('Payment instructions', 1000),
});
export type TemplateSettingsInput = z.input<typeof templateSettingsSchema>;
export type TemplateSettings = z.output<typeof templateSettingsSchema>;

/** A template as the API returns it (the server's response schema is built to match). */
export interface DocumentTemplate extends TemplateSettings {
  documentType: TemplateDocumentTypeValue;
  /** The settings screen's URL segment (estimates, bills). */
  segment: string;
  label: string;
  /** False while the company has not saved this type: the defaults apply. */
  isSaved: boolean;
  updatedAt: string | null;
}
