import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { type AuditFilters, auditQuery } from '../../api/audit-log.ts';
import { fetchFile, saveBlob } from '../../api/files.ts';

const formats = [
  { format: 'xlsx', label: 'Excel (XLSX)', icon: IconFileSpreadsheet },
  { format: 'csv', label: 'CSV', icon: IconFileText },
] as const;

/** Export: every entry the filters match (not just the page shown), as Excel or CSV. */
export function AuditExportMenu({ filters }: { filters: AuditFilters }) {
  const [progress, setProgress] = useState<string | null>(null);
  const download = (format: 'xlsx' | 'csv') => {
    setProgress('Preparing…');
    fetchFile(`/audit-log/export?${auditQuery(filters, { format })}`, (bytes) =>
      setProgress(`${Math.ceil(bytes / 1024)} KB…`),
    )
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? `Audit log.${format}`))
      // A failed call has already been announced as a toast.
      .catch(() => undefined)
      .finally(() => setProgress(null));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} disabled={progress !== null}>
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
