import { Button, Menu, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchFile, saveBlob } from '../../api/files.ts';
import { type PayrollRun, payrollFiles, useSendPayslips } from '../../api/payroll.ts';
import { useMay } from '../../session/permissions.ts';
import { toast } from '../toast.tsx';

/*
 * What a payroll run produces (issue 28): every payslip in one PDF, the payslips emailed to the
 * employees, and the remittance schedules: the bank's bulk transfer (CSV, Excel) and the PAYE,
 * pension and NHF schedules (CSV, Excel, PDF). Schedules are exports (reports.export), as the
 * server checks; a big file shows how much has come.
 */

type ScheduleKind = 'bank' | 'paye' | 'pension' | 'nhf';
type Format = 'csv' | 'xlsx' | 'pdf';

const schedules: Array<{ kind: ScheduleKind; label: string; formats: readonly Format[] }> = [
  { kind: 'bank', label: 'Bank transfer schedule', formats: ['csv', 'xlsx'] },
  { kind: 'paye', label: 'PAYE schedule (by State IRS)', formats: ['csv', 'xlsx', 'pdf'] },
  { kind: 'pension', label: 'Pension schedule (by PFA)', formats: ['csv', 'xlsx', 'pdf'] },
  { kind: 'nhf', label: 'NHF schedule', formats: ['csv', 'xlsx', 'pdf'] },
];

const formatWords: Record<Format, { label: string; icon: typeof IconFileText }> = {
  csv: { label: 'CSV', icon: IconFileText },
  xlsx: { label: 'Excel', icon: IconFileSpreadsheet },
  pdf: { label: 'PDF', icon: IconFileTypePdf },
};

export function PayrollDownloads({ run }: { run: PayrollRun }) {
  const [progress, setProgress] = useState<string | null>(null);
  const mayExport = useMay('reports.export');
  const mayEmail = useMay('payroll.edit') && (run.status === 'approved' || run.status === 'paid');
  const send = useSendPayslips();
  const download = (path: string, name: string) => {
    setProgress('Preparing…');
    fetchFile(path, (bytes) => setProgress(`${Math.ceil(bytes / 1024)} KB…`))
      .then(({ blob, fileName }) => saveBlob(blob, fileName ?? name))
      // A failed call has already been announced as a toast.
      .catch(() => undefined)
      .finally(() => setProgress(null));
  };
  const email = () =>
    send.mutate(run._id, {
      onSuccess: ({ data }) => {
        const skipped = data.skipped.map((employee) => employee.displayName);
        const queued = `${data.queued} ${data.queued === 1 ? 'payslip is' : 'payslips are'} on the way`;
        toast({
          type: skipped.length > 0 ? 'warn' : 'success',
          msg: skipped.length > 0 ? `${queued}. No email address for: ${skipped.join(', ')}` : queued,
        });
      },
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={progress !== null}
          loading={send.isPending}
        >
          {progress ? <Text fz="sm">{progress}</Text> : 'Payslips and schedules'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Payslips</Menu.Label>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => download(payrollFiles.payslips(run._id), `Payslips ${run.number}.pdf`)}
        >
          All payslips (PDF)
        </Menu.Item>
        {mayEmail ? (
          <Menu.Item leftSection={<IconMail size={16} />} onClick={email}>
            Email payslips to employees
          </Menu.Item>
        ) : null}
        {mayExport
          ? schedules.map((schedule) => [
              <Menu.Label key={`${schedule.kind}-label`}>{schedule.label}</Menu.Label>,
              ...schedule.formats.map((format) => {
                const { label, icon: Icon } = formatWords[format];
                return (
                  <Menu.Item
                    key={`${schedule.kind}-${format}`}
                    aria-label={`${schedule.label}, ${label}`}
                    leftSection={<Icon size={16} />}
                    onClick={() =>
                      download(
                        payrollFiles.schedule(run._id, schedule.kind, format),
                        `${schedule.label} ${run.number}.${format}`,
                      )
                    }
                  >
                    {label}
                  </Menu.Item>
                );
              }),
            ])
          : null}
      </Menu.Dropdown>
    </Menu>
  );
}
