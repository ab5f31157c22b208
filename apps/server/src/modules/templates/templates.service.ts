import { type TemplateDocumentTypeValue, type TemplateSettings, templateTypeOfSegment } from '@owo/core';
import { documentTemplates, type Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { settingsOf, templateRow } from './templates.view.ts';

/*
 * Document templates: the look each type of document prints with. A type the company has not
 * saved gets the defaults (core's defaultTemplateSettings), so every company has all five from the
 * start without rows. The sales and expenses modules print through documentTemplateFor and
 * renderSalesDocument (pdf/SalesDocument.tsx).
 */

/** As the audit log names the area (web components/audit/audit-labels.ts). */
const ENTITY = 'template';

/** The type a path names, by its type ('estimate') or its screen's segment ('estimates'); 404 otherwise. */
export function templateTypeParam(raw: string): TemplateDocumentTypeValue {
  const type = templateTypeOfSegment(raw);
  if (!type) throw new NotFound('Document template');
  return type;
}

/** Saves the whole template of a type (PUT): created on first save, replaced after. */
export async function saveDocumentTemplate(
  tx: Transaction,
  context: RequestContext,
  input: { documentType: TemplateDocumentTypeValue; settings: TemplateSettings },
): Promise<void> {
  const { companyId } = context;
  const { documentType, settings } = input;
  const before = await templateRow(tx, companyId, documentType);
  const values = { ...settings, updatedAt: new Date() };
  await tx
    .insert(documentTemplates)
    .values({ companyId, documentType, ...values })
    .onConflictDoUpdate({ target: [documentTemplates.companyId, documentTemplates.documentType], set: values });
  await recordAudit(tx, context, {
    action: before ? 'update' : 'create',
    entityType: ENTITY,
    entityId: documentType,
    before: before ? settingsOf(before) : undefined,
    after: settings,
  });
}
