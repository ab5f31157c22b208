import { Button, Group, Stack, Text } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type PayrollRun, usePayPayroll } from '../../api/payroll.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { DateField } from '../DateField.tsx';
import { openSuccessDialog } from '../dialogs.ts';

/** Record payment: the day the approved run's net pay left its bank account (default today). */
export function RecordPayrollPaymentDialog({ run, onDone }: { run: PayrollRun; onDone: () => void }) {
  const pay = usePayPayroll();
  const [saving, setSaving] = useState(false);
  const form = useForm<{ date: string }>({ defaultValues: { date: todayInLagos() } });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const response = await pay.mutateAsync({ id: run._id, body: { date: values.date } });
      onDone();
      openSuccessDialog({ name: 'payroll paid', message: response.message });
    } catch (error) {
      showServerFieldErrors(error, values, form.setError, 'Could not record the payment');
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {formatMoney(run.totals.net)} net pay from {run.bank?.name ?? 'the bank account'}.
        </Text>
        <Controller
          control={form.control}
          name="date"
          rules={{ required: 'Payment date is a required field' }}
          render={({ field, fieldState }) => (
            <DateField
              label="Payment date"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
