import { ActionIcon, Card, Group, MultiSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { Expense as ExpenseRequest } from '@owo/core';
import { formatMoney } from '@owo/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { type Tax, useTaxes } from '../../api/taxes.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { type LineCell, type LineColumn, LinesEditor } from '../lines/LinesEditor.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { openNewExpenseCategoryDialog } from './expense-dialogs.tsx';
import { blankLine, type ExpenseFormValues, expenseTotals, type TaxRates } from './expense-form.ts';

/*
 * An expense's lines in the one lines editor: expense category (with New Expense Category),
 * description, amount and taxes, and the running totals of spec section 4: subtotal, each distinct
 * tax over the lines that carry it (dropped when its last line leaves), and the total.
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

type ExpenseForm = UseFormReturn<ExpenseFormValues, unknown, ExpenseRequest>;
type Totals = ReturnType<typeof expenseTotals>;

/**
 * An input's name and label: the expense form's inputs are named by their words alone
 * ('Amount'), as they always were; the label shows on a phone, the table's header says it on a desktop.
 */
const named = (cell: LineCell, words: string) => (cell.phone ? { label: words } : { 'aria-label': words });

export function ExpenseLines({ form }: { form: ExpenseForm }) {
  const { control, register } = form;
  const items = useWatch({ control, name: 'items' });
  const { usable, rates, loading } = useExpenseTaxes();
  const taxOptions = usable.map((tax) => ({ value: tax._id, label: taxLabel(tax) }));
  const totals = expenseTotals(items ?? [], rates);
  const errors = form.formState.errors.items;

  const category = (cell: LineCell) => (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <Controller
        control={control}
        name={`items.${cell.index}.chartofAccount`}
        render={({ field: input }) => (
          <AccountSelect
            {...named(cell, 'Expense category')}
            withAsterisk
            placeholder="Choose a category"
            size="sm"
            accountFilter={isExpenseCategory}
            value={input.value}
            onChange={(value) => input.onChange(value ?? '')}
            error={errors?.[cell.index]?.chartofAccount?.message}
            style={{ flex: 1 }}
          />
        )}
      />
      <Tooltip label="New Expense Category">
        <ActionIcon
          variant="default"
          size="input-sm"
          // Level with the select, above its message when it has one.
          mb={errors?.[cell.index]?.chartofAccount ? 22 : 0}
          aria-label="New Expense Category"
          onClick={() =>
            openNewExpenseCategoryDialog((account) =>
              form.setValue(`items.${cell.index}.chartofAccount`, account._id, { shouldDirty: true }),
            )
          }
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const description = (cell: LineCell) => (
    <TextInput
      {...named(cell, 'Description')}
      placeholder={cell.phone ? undefined : 'Description'}
      size="sm"
      error={errors?.[cell.index]?.description?.message}
      {...register(`items.${cell.index}.description`)}
    />
  );
  const amount = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.price`}
      render={({ field: input }) => (
        <MoneyInput
          {...named(cell, 'Amount')}
          withAsterisk
          size="sm"
          value={input.value}
          onChange={(value) => input.onChange(value)}
          error={errors?.[cell.index]?.price?.message}
        />
      )}
    />
  );
  const tax = (cell: LineCell) => (
    <Controller
      control={control}
      name={`items.${cell.index}.tax`}
      render={({ field: input }) => (
        <MultiSelect
          {...named(cell, 'Tax')}
          size="sm"
          data={taxOptions}
          value={input.value}
          onChange={input.onChange}
          placeholder={loading ? 'loading...' : taxOptions.length === 0 ? 'No Tax added' : 'No tax'}
          disabled={loading || taxOptions.length === 0}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const lineTotal = (cell: LineCell) => {
    const figure = (
      <Text fz="sm" fw={600} ff="monospace" ta="right" pt={cell.phone ? 0 : 8}>
        {formatMoney(totals?.lines[cell.index]?.amount ?? 0)}
      </Text>
    );
    if (!cell.phone) return figure;
    return (
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Line total
        </Text>
        {figure}
      </Group>
    );
  };

  const columns: LineColumn[] = [
    { id: 'category', header: 'Expense category', minWidth: 230, render: category },
    { id: 'description', header: 'Description', minWidth: 180, render: description },
    { id: 'amount', header: 'Amount', width: 150, align: 'right', phone: 'half', render: amount },
    { id: 'tax', header: 'Tax', width: 180, phone: 'half', render: tax },
    { id: 'total', header: 'Line total', width: 120, align: 'right', render: lineTotal },
  ];

  return (
    <Card withBorder radius="md" padding="md">
      <LinesEditor
        form={form}
        name="items"
        columns={columns}
        blankLine={blankLine}
        title="Expense lines"
        cardNoun="Line"
        addLabel="Add line"
        tableWidth={860}
        cellSpacing={6}
        totals={<ExpenseTotals totals={totals} rates={rates} />}
      />
    </Card>
  );
}

/** Subtotal, each distinct tax over the lines that carry it, and the total. */
function ExpenseTotals({ totals, rates }: { totals: Totals; rates: TaxRates }) {
  return (
    <Group justify="flex-end">
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
  );
}
