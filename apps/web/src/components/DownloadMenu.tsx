import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../api/files.ts';
import { useMay } from '../session/permissions.ts';

export type DownloadFormat = 'xlsx' | 'csv' | 'pdf';

const labels: Record<DownloadFormat, { label: string; icon: typeof IconFileText }> = {
  xlsx: { label: 'Excel (XLSX)', icon: IconFileSpreadsheet },
  csv: { label: 'CSV', icon: IconFileText },
  pdf: { label: 'PDF', icon: IconFileTypePdf },
};

interface DownloadMenuProps {
  formats: readonly DownloadFormat[];
  /** The API path of the file in a format, without /api: '/reports/trial-balance/export?format=csv'. */
  pathOf: (format: DownloadFormat) => string;
  /** The name to save under when the server gives none. */
  fallbackName: (format: DownloadFormat) => string;
}

/**
 * Export: a file of what is on screen, in the formats offered, saved under the name the server
 * gives it. While a big file arrives, the button says how much has come. Shown only to members
 * whose role may export (reports.export), which the server checks on every export.
 */
export function DownloadMenu({ formats, pathOf, fallbackName }: DownloadMenuProps) {
  const [progress, setProgress] = useState<string | null>(null);
  const mayExport = useMay('reports.export');
  const download = (format: DownloadFormat) => {
    setProgress('Preparing…');
    fetchFile(pathOf(format), (bytes) => setProgress(`${Math.ceil(bytes / 1024)} KB…`))
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? fallbackName(format)))
      // A failed call has already been announced as a toast.
      .catch(() => undefined)
      .finally(() => setProgress(null));
  };
  if (!mayExport) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} disabled={progress !== null}>
          {progress ? <Text fz="sm">{progress}</Text> : 'Export'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => {
          const { label, icon: Icon } = labels[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={16} />} onClick={() => download(format)}>
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
