import {
  type DocumentTemplate,
  defaultTemplateSettings,
  type TemplateDocumentTypeValue,
  type TemplateSettings,
  templateDocumentLabels,
  templateDocumentTypeValues,
  templateLayoutValues,
  templateSegments,
} from '@owo/core';
import { documentTemplates, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

/** A template as the API answers it (core's DocumentTemplate). */
export const documentTemplateSchema = z.object({
  documentType: z.enum(templateDocumentTypeValues),
  segment: z.string(),
  label: z.string(),
  layout: z.enum(templateLayoutValues),
  accentColour: z.string(),
  showLogo: z.boolean(),
  showBankDetails: z.boolean(),
  showTin: z.boolean(),
  showSignature: z.boolean(),
  showTerms: z.boolean(),
  showNotes: z.boolean(),
  showPaymentInstructions: z.boolean(),
  defaultNotes: z.string(),
  defaultTerms: z.string(),
  paymentInstructions: z.string(),
  isSaved: z.boolean(),
  updatedAt: z.string().nullable(),
});

type TemplateRow = typeof documentTemplates.$inferSelect;

export function settingsOf(row: TemplateRow | undefined): TemplateSettings {
  if (!row) return { ...defaultTemplateSettings };
  return {
    layout: row.layout,
    accentColour: row.accentColour.toUpperCase(),
    showLogo: row.showLogo,
    showBankDetails: row.showBankDetails,
    showTin: row.showTin,
    showSignature: row.showSignature,
    showTerms: row.showTerms,
    showNotes: row.showNotes,
    showPaymentInstructions: row.showPaymentInstructions,
    defaultNotes: row.defaultNotes,
    defaultTerms: row.defaultTerms,
    paymentInstructions: row.paymentInstructions,
  };
}

function templateOf(type: TemplateDocumentTypeValue, row: TemplateRow | undefined): DocumentTemplate {
  return {
    documentType: type,
    segment: templateSegments[type],
    label: templateDocumentLabels[type],
    ...settingsOf(row),
    isSaved: row !== undefined,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function templateRow(tx: Executor, companyId: string, type: TemplateDocumentTypeValue) {
  const [row] = await tx
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.documentType, type)));
  return row;
}

/** All five types, in the order the settings screen lists them. */
export async function listDocumentTemplates(tx: Executor, companyId: string): Promise<DocumentTemplate[]> {
  const rows = await tx.select().from(documentTemplates).where(eq(documentTemplates.companyId, companyId));
  return templateDocumentTypeValues.map((type) =>
    templateOf(
      type,
      rows.find((row) => row.documentType === type),
    ),
  );
}

/** The template a document of this type prints with (the defaults when none was saved). */
export async function documentTemplateFor(
  tx: Executor,
  companyId: string,
  type: TemplateDocumentTypeValue,
): Promise<DocumentTemplate> {
  return templateOf(type, await templateRow(tx, companyId, type));
}
