import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callHeaders, type Envelope, failedCall, request } from './client.ts';
import { fetchFile, parseJson, revokeLater, saveBlob, saveUrl, unreachable } from './files.ts';

/**
 * What an attachment can belong to: a journal, an entry made from a bank statement line, a
 * document: an expense or a purchase order (their files live under /expenses/{id}/attachments and
 * /purchase-orders/{id}/attachments; the server calls their owner a document), or a tax payment
 * (its receipt, under /tax/payments/{id}/attachments).
 */
export type AttachmentOwnerKind = 'journal' | 'bank-entry' | 'expense' | 'purchase-order' | 'tax-payment';

/** Where each kind of document keeps its files; the others use /attachments. */
const documentPaths: Partial<Record<AttachmentOwnerKind, string>> = {
  expense: '/expenses',
  'purchase-order': '/purchase-orders',
  'tax-payment': '/tax/payments',
};

export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: string;
}

/** An attached file as the API lists it (server attachments.view.ts). */
export interface Attachment {
  _id: string;
  ownerKind: 'journal' | 'bank-entry' | 'document' | 'tax-payment';
  ownerId: string;
  fileName: string;
  /** Decided by the server from the file's content. */
  contentType: string;
  /** Bytes. */
  size: number;
  uploadedBy: { _id: string; name: string } | null;
  createdAt: string;
}

/** What the file picker offers; the server checks the content again whatever the picker let through. */
export const attachmentAccept = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

export const attachmentKeys = {
  all: ['attachments'] as const,
  of: (owner: AttachmentOwner) => ['attachments', owner.kind, owner.id] as const,
};

const ownerQuery = (owner: AttachmentOwner) =>
  `ownerKind=${encodeURIComponent(owner.kind)}&ownerId=${encodeURIComponent(owner.id)}`;

/** Where an owner's files are listed and sent. */
function filesPath(owner: AttachmentOwner) {
  const base = documentPaths[owner.kind];
  return base ? `${base}/${encodeURIComponent(owner.id)}/attachments` : `/attachments?${ownerQuery(owner)}`;
}

/** Where one file is removed (and, with /file, read). A document's file is read under its document. */
function filePath(owner: AttachmentOwner, attachmentId: string) {
  const id = encodeURIComponent(attachmentId);
  const base = documentPaths[owner.kind];
  return base ? `${base}/${encodeURIComponent(owner.id)}/attachments/${id}` : `/attachments/${id}`;
}

export function useAttachments(owner: AttachmentOwner) {
  return useQuery({
    queryKey: attachmentKeys.of(owner),
    queryFn: () => request<Attachment[]>(filesPath(owner)),
    enabled: Boolean(owner.id),
  });
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest rather than fetch: it reports how much of
 * the body has gone, which on a slow mobile connection is the difference between waiting and
 * giving up. No automatic retry (a retry would send the whole photo again); the Idempotency-Key
 * still makes a repeated send add the file once.
 */
export function uploadAttachment(
  owner: AttachmentOwner,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: Envelope<Attachment> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${filesPath(owner)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(callHeaders('POST'))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, body: body as Envelope<Attachment> });
      else reject(failedCall(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => {
      reject(unreachable('The file could not be sent. Check your connection and try again.'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function useUploadAttachment(owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadAttachment(owner, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.of(owner) }),
  });
}

export function useRemoveAttachment(owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<never>(filePath(owner, id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.of(owner) }),
  });
}

/** The file's bytes (api/files.ts fetches them with the session's header). */
export async function fetchAttachmentFile(owner: AttachmentOwner, attachment: Attachment): Promise<Blob> {
  const { blob } = await fetchFile(`${filePath(owner, attachment._id)}/file`);
  // The stored type, so the browser shows a PDF as a PDF whatever the blob was labelled.
  return new Blob([blob], { type: attachment.contentType });
}

/** Saves the file under its name. */
export async function downloadAttachment(owner: AttachmentOwner, attachment: Attachment): Promise<void> {
  saveBlob(await fetchAttachmentFile(owner, attachment), attachment.fileName);
}

/**
 * Shows the file in a new tab. The tab is opened at the click, before the download, so the
 * browser's pop-up blocker sees the person's own gesture; it is closed again if the file fails.
 * Where pop-ups are blocked anyway, the file is saved instead.
 */
export async function openAttachment(owner: AttachmentOwner, attachment: Attachment): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = URL.createObjectURL(await fetchAttachmentFile(owner, attachment));
    if (tab) tab.location.href = url;
    else saveUrl(url, attachment.fileName);
    revokeLater(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
