import { useMutation, useQuery } from '@tanstack/react-query';
import { callHeaders, type Envelope, failedCall, request } from './client.ts';
import { fetchFile, parseJson, unreachable } from './files.ts';

/*
 * The company's logo and the person's photo: uploaded as multipart (one file, "file"), and shown
 * as data: URLs, since an <img> cannot send the session's header. The version (a digest of
 * the bytes) is in the URL, so the browser keeps an image until it changes.
 */

/** The stored image's type and version, as the API names them. */
export interface StoredImage {
  contentType: string;
  version: string;
}

/** What the file picker offers; the server checks the content again whatever it let through. */
export const imageAccept = 'image/png,image/jpeg,image/svg+xml';
export const maxImageBytes = 1024 * 1024;

/** PUTs one image file; the answer is the stored image's type and version. */
function uploadImage(path: string, file: File): Promise<Envelope<StoredImage>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(callHeaders('PUT'))) xhr.setRequestHeader(name, value);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Envelope<StoredImage>);
      else reject(failedCall(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(unreachable('The image could not be sent. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The bytes as a data: URL (the page's Content-Security-Policy lets images load from data:, not blob:). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A stored API image as a URL an <img> can show (null while loading or when there is none). */
export function useImageUrl(path: string, image: StoredImage | null | undefined): string | null {
  const version = image?.version;
  const url = useQuery({
    queryKey: ['image', path, version],
    queryFn: async () => dataUrlOf((await fetchFile(`${path}?v=${encodeURIComponent(version ?? '')}`)).blob),
    enabled: Boolean(version),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return version ? (url.data ?? null) : null;
}

/** Replacing and removing the one image at `path` (the logo, the photo); `afterChange` refreshes what shows it. */
export function useImageActions(path: string, afterChange: () => Promise<unknown>) {
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(path, file), onSuccess: afterChange });
  const remove = useMutation({
    mutationFn: () => request<never>(path, { method: 'DELETE' }),
    onSuccess: afterChange,
  });
  return { path, upload, remove };
}

export type ImageActions = ReturnType<typeof useImageActions>;
