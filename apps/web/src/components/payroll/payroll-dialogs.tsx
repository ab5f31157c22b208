import { Button, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { PayrollRun } from '../../api/payroll.ts';
import { formatMoney } from '../../lib/format.ts';
import { FundAccountDialog } from './FundAccountDialog.tsx';
import { RecordPayrollPaymentDialog } from './RecordPayrollPaymentDialog.tsx';

/*
 * The run page's dialogs, opened by name on the shared stack. The spec's insufficient-funds dialog
 * shows a fixed N400,000; here it is the run's real shortfall, and Fund Account records the money
 * into the bank account so that Approve can be pressed again.
 */

const insufficientFundsId = 'insufficient-funds';

interface InsufficientFundsProps {
  run: PayrollRun;
  /** What Fund Account does: record money into the bank here, or open the bank page. */
  onFund: () => void;
}

function InsufficientFunds({ run, onFund }: InsufficientFundsProps) {
  const funding = run.funding;
  if (!funding) return null;
  const bank = run.bank?.name ?? 'The bank account';
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden="true">
        <IconAlertTriangle size={30} />
      </ThemeIcon>
      <Text ta="center" fw={600} fz="lg">
        You need {formatMoney(funding.shortfall)} more to approve this payroll
      </Text>
      <Text ta="center" fz="sm" c="dimmed">
        {bank} holds {formatMoney(funding.balance)}; the net pay is {formatMoney(funding.needed)}. Record the money paid
        into the account, then approve again.
      </Text>
      {/* Side by side where there is room; stacked on a phone, so neither label is cut. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} w="100%">
        <Button variant="default" onClick={() => modals.close(insufficientFundsId)}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            modals.close(insufficientFundsId);
            onFund();
          }}
          data-autofocus
        >
          Fund Account
        </Button>
      </SimpleGrid>
    </Stack>
  );
}

export function openInsufficientFundsDialog(run: PayrollRun, onFund: () => void): void {
  modals.open({
    modalId: insufficientFundsId,
    title: 'Insufficient funds',
    centered: true,
    children: <InsufficientFunds run={run} onFund={onFund} />,
  });
}

export function openFundAccountDialog(run: PayrollRun): void {
  const modalId = 'fund-account';
  modals.open({
    modalId,
    title: `Record money into ${run.bank?.name ?? 'the bank account'}`,
    centered: true,
    children: <FundAccountDialog run={run} onDone={() => modals.close(modalId)} />,
  });
}

export function openRecordPaymentDialog(run: PayrollRun): void {
  const modalId = 'record-payroll-payment';
  modals.open({
    modalId,
    title: 'Record payment',
    centered: true,
    children: <RecordPayrollPaymentDialog run={run} onDone={() => modals.close(modalId)} />,
  });
}
