import { zodResolver } from '@hookform/resolvers/zod';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import { BalanceInput } from './BalanceInput.tsx';
import {
  type ReconciliationFormOutput,
  type ReconciliationFormValues,
  reconciliationFormSchema,
} from './reconciliation-form.ts';

export type ReconciliationFormApi = UseFormReturn<ReconciliationFormValues, unknown, ReconciliationFormOutput>;

/** The form's state; `after` is the last reconciled date, which a new statement must end after. */
export function useReconciliationForm(
  defaults: ReconciliationFormValues,
  after?: string | null,
): ReconciliationFormApi {
  return useForm<ReconciliationFormValues, unknown, ReconciliationFormOutput>({
    resolver: zodResolver(reconciliationFormSchema({ after, today: todayInLagos() })),
    defaultValues: defaults,
  });
}

interface ReconciliationFormProps {
  form: ReconciliationFormApi;
  onSubmit: (values: ReconciliationFormOutput) => void;
  actions: ReactNode;
  disabled?: boolean;
}

/** Statement end date and closing balance, as printed on the bank statement. */
export function ReconciliationForm({ form, onSubmit, actions, disabled }: ReconciliationFormProps) {
  const { control } = form;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="statementDate"
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label="Statement end date"
                maxDate={todayInLagos()}
                disabled={disabled}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="statementBalance"
            render={({ field, fieldState }) => (
              <BalanceInput
                label="Closing balance on the statement"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={disabled}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
