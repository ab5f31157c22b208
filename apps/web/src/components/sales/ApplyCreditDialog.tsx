import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { applyCreditSchema, formatMoney, todayInLagos } from '@owo/core';
import { useState } from 'react';
import { useApplyCredit } from '../../api/payments.ts';
import { type AmountValue, amountToKobo } from '../../lib/amounts.ts';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { toast } from '../toast.tsx';

interface ApplyCreditDialogProps {
  invoiceId: string;
  number: string;
  /** The customer's credit (prepayments, overpayments) and what the invoice owes, naira. */
  credit: number;
  amountDue: number;
  currency: string;
  onDone: () => void;
}

/** Customer credit (a prepayment or an overpayment) put on an invoice: at most the credit and the amount due. */
function ApplyCreditDialog({ invoiceId, number, credit, amountDue, currency, onDone }: ApplyCreditDialogProps) {
  const apply = useApplyCredit();
  const most = Math.min(credit, amountDue);
  const [amount, setAmount] = useState<AmountValue>(most);
  const [date, setDate] = useState(todayInLagos());
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const checked = applyCreditSchema.safeParse({ date, amount });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the amount and date');
      return;
    }
    if (amountToKobo(amount) > amountToKobo(most)) {
      setProblem(`At most ${formatMoney(amountToKobo(most), currency)} can be applied`);
      return;
    }
    setProblem(null);
    try {
      const response = await apply.mutateAsync({ invoice: invoiceId, body: checked.data });
      toast({ type: 'success', msg: response.message });
      onDone();
    } catch {
      // Announced by the API client.
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        The customer has {formatMoney(amountToKobo(credit), currency)} of credit; {number} owes{' '}
        {formatMoney(amountToKobo(amountDue), currency)}.
      </Text>
      <MoneyInput
        label={`Amount (${currency})`}
        value={amount ?? ''}
        onChange={setAmount}
        error={problem}
        data-autofocus
      />
      <DateField label="Date" value={date} onChange={setDate} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={apply.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={apply.isPending}>
          Apply credit
        </Button>
      </Group>
    </Stack>
  );
}

export function openApplyCreditDialog(props: Omit<ApplyCreditDialogProps, 'onDone'>): void {
  const modalId = 'apply-credit';
  modals.open({
    modalId,
    title: `Apply credit to ${props.number}`,
    children: <ApplyCreditDialog {...props} onDone={() => modals.close(modalId)} />,
  });
}
