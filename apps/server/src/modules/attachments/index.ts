/*
 * The public surface of the attachments module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */

export { documentAttachmentRoutes } from './attachments.documents.ts';
export {
  contentDisposition,
  detectContentType,
  refusedKindMessage,
  safeFileName,
  sha256Of,
} from './attachments.files.ts';
export { fingerprintUpload, readUploadedFile } from './attachments.routes.ts';
export {
  attachFile,
  MAX_ATTACHMENTS_PER_OWNER,
  removeAttachment,
  removeOwnerAttachments,
} from './attachments.service.ts';
export { taxPaymentAttachmentRoutes } from './attachments.tax-payments.ts';
export { attachmentSchema, getAttachmentFile, getAttachmentView, listAttachments } from './attachments.view.ts';
