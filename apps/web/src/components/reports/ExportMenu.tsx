import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchFile, saveBlob } from '../../api/files.ts';

type Format = 'xlsx' | 'csv' | 'pdf';

const formats: Array<{ format: Format; label: string; icon: typeof IconFileText }> = [
  { format: 'xlsx', label: 'Excel (XLSX)', icon: IconFileSpreadsheet },
  { format: 'csv', label: 'CSV', icon: IconFileText },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
];

/** The page's filters as the export asks for them: the address's, in the API's names. */
const apiNames: Record<string, string> = { zero: 'showZero' };

function exportQuery(search: URLSearchParams, extra: Record<string, string>): string {
  const query = new URLSearchParams(extra);
  for (const [name, value] of search) {
    if (name === 'page' || name === 'period' || !value) continue;
    query.set(apiNames[name] ?? name, name === 'zero' ? 'true' : value);
  }
  return query.toString();
}

/**
 * Export: the statement as on screen (same dates, comparison, branch) as Excel, CSV or PDF, under
 * the name the server gives it. While a big file arrives, the button says how much has come.
 */
export function ExportMenu({ report, dates }: { report: string; dates: Record<string, string | undefined> }) {
  const [search] = useSearchParams();
  const [progress, setProgress] = useState<string | null>(null);
  const download = (format: Format) => {
    setProgress('Preparing…');
    const defined = Object.fromEntries(
      Object.entries(dates).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const query = exportQuery(search, { format, ...defined });
    fetchFile(`/reports/${report}/export?${query}`, (bytes) => setProgress(`${Math.ceil(bytes / 1024)} KB…`))
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? `${report}.${format}`))
      // A failed call has already been announced as a toast.
      .catch(() => undefined)
      .finally(() => setProgress(null));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={false} disabled={progress !== null}>
          {progress ? <Text fz="sm">{progress}</Text> : 'Export'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map(({ format, label, icon: Icon }) => (
          <Menu.Item key={format} leftSection={<Icon size={16} />} onClick={() => download(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
