import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type PayrollRun, usePayroll } from '../../../api/payroll.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PayrollActions } from '../../../components/payroll/PayrollActions.tsx';
import { PayrollDownloads } from '../../../components/payroll/PayrollDownloads.tsx';
import { PayrollLines } from '../../../components/payroll/PayrollLines.tsx';
import { monthText, PayrollStatusBadge } from '../../../components/payroll/PayrollStatusBadge.tsx';
import { payrollsLink } from '../../../components/payroll/payroll-paths.ts';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { formatDate, formatDay, formatMoney } from '../../../lib/format.ts';

export function meta() {
  return [{ title: 'Payroll | Owo' }];
}

/** One payroll run: its month and status, the totals, each employee's pay, and what can be done next. */
export default function PayrollRunPage() {
  const { id = '' } = useParams();
  const run = usePayroll(id);
  return (
    <RecordLoader query={run} noun="payroll" back={payrollsLink}>
      {(loaded) => <PayrollRunDetails run={loaded} />}
    </RecordLoader>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const prorationLabels = { calendarDays: 'Calendar days', workingDays: 'Working days' } as const;

function PayrollRunDetails({ run }: { run: PayrollRun }) {
  const { totals } = run;
  const short =
    run.funding && run.funding.shortfall > 0 && (run.status === 'draft' || run.status === 'awaiting-approval');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={
          <Group gap="sm" wrap="wrap">
            <span>Payroll {run.number}</span>
            <PayrollStatusBadge status={run.status} />
          </Group>
        }
        description={`${monthText(run.period)} · ${run.branch?.name ?? 'All branches'} · ${run.employees} ${
          run.employees === 1 ? 'employee' : 'employees'
        }`}
        back={<BackLink to={payrollsLink.path} label={payrollsLink.label} />}
        actions={
          <>
            <PayrollDownloads run={run} />
            <PayrollActions run={run} />
          </>
        }
      />
      {!run.bank && (run.status === 'draft' || run.status === 'awaiting-approval') ? (
        <Alert color="yellow" title="No bank account chosen">
          Choose the bank account salaries are paid from (Edit) before approving.
        </Alert>
      ) : null}
      {short && run.funding ? (
        <Alert color="orange" title="Not enough in the bank to approve">
          {run.bank?.name} holds {formatMoney(run.funding.balance)}; the net pay is {formatMoney(run.funding.needed)}:{' '}
          {formatMoney(run.funding.shortfall)} short.
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          Totals
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" aria-label="Payroll totals" role="group">
          <Fact label="Gross pay">
            <MoneyText amount={totals.gross} fw={600} />
          </Fact>
          <Fact label="PAYE">
            <MoneyText amount={totals.paye} />
          </Fact>
          <Fact label="Pension (staff)">
            <MoneyText amount={totals.pensionEmployee} />
          </Fact>
          <Fact label="Pension (company)">
            <MoneyText amount={totals.pensionEmployer} />
          </Fact>
          <Fact label="NHF">
            <MoneyText amount={totals.nhf} />
          </Fact>
          {totals.otherDeductions > 0 ? (
            <Fact label="Other deductions">
              <MoneyText amount={totals.otherDeductions} />
            </Fact>
          ) : null}
          <Fact label="Net pay">
            <MoneyText amount={totals.net} fw={700} />
          </Fact>
          <Fact label="Cost to the company">
            <MoneyText amount={totals.employerCost} fw={600} />
          </Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          <Fact label="Bank account">{run.bank?.name ?? '—'}</Fact>
          <Fact label="Proration">{prorationLabels[run.prorationBasis]}</Fact>
          {run.approvedAt ? <Fact label="Approved">{formatDate(run.approvedAt)}</Fact> : null}
          {run.paidOn ? <Fact label="Paid on">{formatDay(run.paidOn)}</Fact> : null}
          {run.entry ? <Fact label="Salaries entry">{run.entry.number ?? '—'}</Fact> : null}
          {run.paymentEntry ? <Fact label="Payment entry">{run.paymentEntry.number ?? '—'}</Fact> : null}
        </SimpleGrid>
      </Card>
      <PayrollLines lines={run.lines} />
    </Stack>
  );
}
