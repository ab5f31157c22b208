import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchFile, saveBlob } from '../../api/files.ts';
import { type Employee, type Payslip, useEmployeePayslips } from '../../api/people.ts';
import { useMay } from '../../session/permissions.ts';
import { MoneyText } from '../MoneyText.tsx';
import { toast } from '../toast.tsx';

const monthName = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (period: string) => monthName.format(new Date(`${period}-01T00:00:00Z`));

/** The employee's payslips (issue 28): each month's pay and its PDF. */
export function EmployeePayslips({ employee }: { employee: Employee }) {
  const payslips = useEmployeePayslips(employee._id, useMay('payroll.view'));
  const rows = payslips.data?.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2} fz="md">
        Payslips
      </Title>
      {payslips.isPending ? (
        <Text fz="sm" c="dimmed">
          loading...
        </Text>
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No payslips yet: they appear here once a payroll that pays {employee.displayName} is approved.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Payslips" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th ta="right">Gross</Table.Th>
                <Table.Th ta="right">PAYE</Table.Th>
                <Table.Th ta="right">Net pay</Table.Th>
                <Table.Th>Payslip</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payslip) => (
                <Table.Tr key={payslip.run._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/hrm/payroll/${payslip.run._id}`} fz="sm">
                      {monthOf(payslip.period)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={payslip.gross} fz="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={payslip.paye} fz="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={payslip.net} fz="sm" fw={600} />
                  </Table.Td>
                  <Table.Td>
                    <PayslipDownload employee={employee} payslip={payslip} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function PayslipDownload({ employee, payslip }: { employee: Employee; payslip: Payslip }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const path = `/payroll/${encodeURIComponent(payslip.run._id)}/payslips/${encodeURIComponent(employee._id)}`;
      const { blob, fileName } = await fetchFile(path);
      saveBlob(blob, fileName ?? `Payslip ${employee.displayName} ${payslip.period}.pdf`);
    } catch {
      toast({ type: 'error', msg: 'The payslip could not be downloaded. Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
      loading={busy}
      onClick={download}
      aria-label={`Download the payslip for ${monthOf(payslip.period)}`}
    >
      PDF
    </Button>
  );
}
