import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../../api/files.ts';

/** GET /reconciliations/{id}/report.pdf, saved under the name the server gives it. */
export async function downloadReconciliationReport(reconciliationId: string): Promise<void> {
  const { blob, fileName } = await fetchFile(`/reconciliations/${encodeURIComponent(reconciliationId)}/report.pdf`);
  saveBlob(blob, fileName ?? 'Reconciliation report.pdf');
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
