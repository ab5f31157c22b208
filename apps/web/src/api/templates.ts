import type { DocumentTemplate, TemplateDocumentTypeValue, TemplateSettings } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callHeaders, failedCall, request } from './client.ts';
import { parseJson } from './files.ts';

/* Document templates (/settings/Templates/...): server modules/templates. */

export type { DocumentTemplate };

export const templateKeys = {
  all: ['templates'] as const,
  one: (type: TemplateDocumentTypeValue) => ['templates', type] as const,
};

export function useDocumentTemplate(type: TemplateDocumentTypeValue) {
  return useQuery({
    queryKey: templateKeys.one(type),
    queryFn: () => request<DocumentTemplate>(`/templates/${type}`),
  });
}

export function useSaveTemplate(type: TemplateDocumentTypeValue) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TemplateSettings) =>
      request<DocumentTemplate>(`/templates/${type}`, { method: 'PUT', body: settings }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(templateKeys.one(type), answer);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}

/**
 * The PDF of sample data laid out with unsaved settings. A preview overtaken by a newer one is
 * aborted (`signal`); a failed one is announced as any failed call, except a refusal of the
 * settings themselves, which the form shows beside its fields.
 */
export async function fetchTemplatePreview(
  type: TemplateDocumentTypeValue,
  settings: TemplateSettings,
  signal: AbortSignal,
): Promise<Blob> {
  const response = await fetch(`/api/templates/${type}/preview`, {
    method: 'POST',
    // The headers of a read: a preview stores nothing, so it needs no Idempotency-Key.
    headers: { ...callHeaders('GET'), 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify(settings),
    signal,
  });
  if (!response.ok) {
    const body = parseJson(await response.text());
    if (response.status === 400) {
      const error = body as { message?: string; errors?: Record<string, string> };
      throw new ApiError(400, error.message ?? 'The preview could not be made', error.errors ?? {});
    }
    throw failedCall(response.status, body, response.statusText);
  }
  return response.blob();
}
