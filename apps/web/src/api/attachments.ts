import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../components/toast.tsx';
import { ApiError, callHeaders, type Envelope, failedCall, request } from './client.ts';

/** What an attachment can belong to: a journal, or an entry made from a bank statement line. */
export type AttachmentOwnerKind = 'journal' | 'bank-entry';

export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: string;
}

/** An attached file as the API lists it (server attachments.view.ts). */
export interface Attachment {
  _id: string;
  ownerKind: AttachmentOwnerKind;
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

export function useAttachments(owner: AttachmentOwner) {
  return useQuery({
    queryKey: attachmentKeys.of(owner),
    queryFn: () => request<Attachment[]>(`/attachments?${ownerQuery(owner)}`),
    enabled: Boolean(owner.id),
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return { message: text };
  }
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
    xhr.open('POST', `/api/attachments?${ownerQuery(owner)}`);
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
      const message = 'The file could not be sent. Check your connection and try again.';
      toast({ type: 'error', msg: message, duration: 10000 });
      reject(new ApiError(0, message));
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
    mutationFn: (id: string) => request<never>(`/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.of(owner) }),
  });
}

/**
 * The file's bytes. The download needs the session's Authorization header, so it is fetched
 * here and handed to the browser as an object URL; the token never goes into a URL.
 */
export async function fetchAttachmentFile(attachment: Attachment): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/attachments/${encodeURIComponent(attachment._id)}/file`, {
      headers: callHeaders('GET'),
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    toast({ type: 'error', msg: message, duration: 10000 });
    throw new ApiError(0, message);
  }
  if (!response.ok) throw failedCall(response.status, parseJson(await response.text()), response.statusText);
  const bytes = await response.blob();
  // The stored type, so the browser shows a PDF as a PDF whatever the blob was labelled.
  return new Blob([bytes], { type: attachment.contentType });
}

/** Object URLs hold the file in memory until revoked; a minute is enough for a tab or a save to take it. */
const revokeLater = (url: string) => setTimeout(() => URL.revokeObjectURL(url), 60_000);

function saveAs(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the file under its name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const url = URL.createObjectURL(await fetchAttachmentFile(attachment));
  saveAs(url, attachment.fileName);
  revokeLater(url);
}

/**
 * Shows the file in a new tab. The tab is opened at the click, before the download, so the
 * browser's pop-up blocker sees the person's own gesture; it is closed again if the file fails.
 * Where pop-ups are blocked anyway, the file is saved instead.
 */
export async function openAttachment(attachment: Attachment): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = URL.createObjectURL(await fetchAttachmentFile(attachment));
    if (tab) tab.location.href = url;
    else saveAs(url, attachment.fileName);
    revokeLater(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
