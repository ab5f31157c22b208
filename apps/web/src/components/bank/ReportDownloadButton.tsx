import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, callHeaders, failedCall } from '../../api/client.ts';
import { toast } from '../toast.tsx';

/** The name the server gives the file (Content-Disposition), else a plain one. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET /reconciliations/{id}/report.pdf saved under its name. The call needs the session's
 * Authorization header, so the file is fetched here and handed over as an object URL.
 */
export async function downloadReconciliationReport(reconciliationId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/reconciliations/${encodeURIComponent(reconciliationId)}/report.pdf`, {
      headers: callHeaders('GET'),
    });
  } catch {
    const message = 'Owo could not be reached. Check your connection and try again.';
    toast({ type: 'error', msg: message, duration: 10000 });
    throw new ApiError(0, message);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the status text says it.
    }
    throw failedCall(response.status, body, response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), 'Reconciliation report.pdf');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Download report (PDF)' for a finished reconciliation; `compact` is an icon for table rows. */
export function ReportDownloadButton({ reconciliationId, compact }: { reconciliationId: string; compact?: boolean }) {
  const [loading, setLoading] = useState(false);
  const download = () => {
    setLoading(true);
    // A failed call has already been announced as a toast.
    downloadReconciliationReport(reconciliationId)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  if (compact) {
    return (
      <Tooltip label="Download report (PDF)">
        <ActionIcon variant="default" size="md" onClick={download} loading={loading} aria-label="Download report (PDF)">
          <IconFileTypePdf size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={download} loading={loading}>
      Download report (PDF)
    </Button>
  );
}
