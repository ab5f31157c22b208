import { ActionIcon, Button, Card, Group, MultiSelect, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { Expense as ExpenseRequest } from '@owo/core';
import { formatMoney } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { type Tax, useTaxes } from '../../api/taxes.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { openNewExpenseCategoryDialog } from './expense-dialogs.tsx';
import { blankLine, type ExpenseFormValues, expenseTotals, type TaxRates } from './expense-form.ts';

/*
 * An expense's lines: expense category (with New Expense Category), description, amount and taxes,
 * and the running totals of spec section 4: subtotal, each distinct tax over the lines that carry
 * it (dropped when its last line leaves), and the total.
 */

export const isExpenseCategory = (account: Account) =>
  account.isActive && !account.isBank && account.account_type === 'Expense';

/** The tax as the bulk edit dialog and the line pickers name it: 'VAT 7.5%'. */
export const taxLabel = (tax: Pick<Tax, 'name' | 'rate'>) =>
  tax.name.includes(tax.rate) ? tax.name : `${tax.name} ${tax.rate}`;

/** Taxes an expense can carry: active, not withholding (that is deducted when a bill is paid). */
export function useExpenseTaxes() {
  const taxes = useTaxes();
  const usable = useMemo(
    () => (taxes.data?.data ?? []).filter((tax) => tax.isActive && tax.kind !== 'withholding'),
    [taxes.data],
  );
  const rates: TaxRates = useMemo(
    () => new Map(usable.map((tax) => [tax._id, { name: taxLabel(tax), rateBasisPoints: tax.rateBasisPoints }])),
    [usable],
  );
  return { usable, rates, loading: taxes.isPending };
}

export function ExpenseLines({ form }: { form: UseFormReturn<ExpenseFormValues, unknown, ExpenseRequest> }) {
  const { control, register } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const { usable, rates, loading } = useExpenseTaxes();
  const taxOptions = usable.map((tax) => ({ value: tax._id, label: taxLabel(tax) }));
  const totals = expenseTotals(items ?? [], rates);
  const errors = form.formState.errors.items;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        {lines.fields.map((field, index) => (
          <Card key={field.id} withBorder radius="sm" padding="sm" aria-label={`Line ${index + 1}`}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Group gap={4} align="flex-end" wrap="nowrap" style={{ flex: '2 1 220px' }}>
                <Controller
                  control={control}
                  name={`items.${index}.chartofAccount`}
                  render={({ field: input }) => (
                    <AccountSelect
                      label="Expense category"
                      withAsterisk
                      placeholder="Choose a category"
                      accountFilter={isExpenseCategory}
                      value={input.value}
                      onChange={(value) => input.onChange(value ?? '')}
                      error={errors?.[index]?.chartofAccount?.message}
                      style={{ flex: 1 }}
                    />
                  )}
                />
                <Tooltip label="New Expense Category">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    mb={errors?.[index]?.chartofAccount ? 22 : 0}
                    aria-label="New Expense Category"
                    onClick={() =>
                      openNewExpenseCategoryDialog((account) =>
                        form.setValue(`items.${index}.chartofAccount`, account._id, { shouldDirty: true }),
                      )
                    }
                  >
                    <IconPlus size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <TextInput
                label="Description"
                style={{ flex: '2 1 200px' }}
                error={errors?.[index]?.description?.message}
                {...register(`items.${index}.description`)}
              />
              <Controller
                control={control}
                name={`items.${index}.price`}
                render={({ field: input }) => (
                  <MoneyInput
                    label="Amount"
                    withAsterisk
                    value={input.value}
                    onChange={(value) => input.onChange(value)}
                    error={errors?.[index]?.price?.message}
                    style={{ flex: '1 1 140px' }}
                  />
                )}
              />
              <Controller
                control={control}
                name={`items.${index}.tax`}
                render={({ field: input }) => (
                  <MultiSelect
                    label="Tax"
                    data={taxOptions}
                    value={input.value}
                    onChange={input.onChange}
                    placeholder={loading ? 'loading...' : taxOptions.length === 0 ? 'No Tax added' : 'No tax'}
                    disabled={loading || taxOptions.length === 0}
                    style={{ flex: '1 1 160px' }}
                  />
                )}
              />
              <Stack gap={0} style={{ flex: '0 0 auto' }} align="flex-end">
                <Text fz="xs" c="dimmed">
                  Line total
                </Text>
                <Text fz="sm" fw={600} ff="monospace">
                  {formatMoney(totals?.lines[index]?.amount ?? 0)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Stack>
            </Group>
          </Card>
        ))}
        {typeof errors?.message === 'string' ? (
          <Text c="red" fz="sm">
            {errors.message}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => lines.append(blankLine())}>
            Add line
          </Button>
          <Table w={{ base: '100%', xs: 320 }} aria-label="Expense totals" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Subtotal</Table.Td>
                <Table.Td ta="right">{formatMoney(totals?.subtotal ?? 0)}</Table.Td>
              </Table.Tr>
              {(totals?.taxes ?? []).map((tax) => (
                <Table.Tr key={tax.id}>
                  <Table.Td>{rates.get(tax.id)?.name ?? 'Tax'}</Table.Td>
                  <Table.Td ta="right">{formatMoney(tax.amount)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>Total</Table.Td>
                <Table.Td ta="right" fw={700} data-testid="expense-total">
                  {formatMoney(totals?.total ?? 0)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Group>
      </Stack>
    </Card>
  );
}
