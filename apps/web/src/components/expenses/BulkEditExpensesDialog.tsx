import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type BulkEditExpensesInput, expenseMessages, maxBulkEditExpenses } from '@owo/core';
import { useState } from 'react';
import { useBulkEditExpenses } from '../../api/expenses.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { BranchSelect } from '../BranchSelect.tsx';
import { openSuccessDialog } from '../dialogs.ts';
import { isExpenseCategory, taxLabel, useExpenseTaxes } from './ExpenseLines.tsx';

/*
 * Bulk edit of expenses (spec section 2): Expense Category, Tax (NIL, VAT 7.5%, Consumption Tax
 * 5%, whatever taxes the company has) or Stores, for up to 100 selected expenses. Applied for real:
 * each changed expense is reversed and posted again (the spec's dialog only showed a message).
 */

type Field = 'category' | 'tax' | 'branch';
const fields = [
  { value: 'category', label: 'Expense Category' },
  { value: 'tax', label: 'Tax' },
  { value: 'branch', label: 'Stores' },
];

function BulkEditForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const edit = useBulkEditExpenses();
  const { usable } = useExpenseTaxes();
  const [field, setField] = useState<Field | null>(null);
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const taxOptions = [
    { value: 'NIL', label: 'NIL' },
    ...usable.map((tax) => ({ value: tax._id, label: taxLabel(tax) })),
  ];

  const apply = async () => {
    if (!field) return setProblem(expenseMessages.editEmpty);
    if (!value) return setProblem(expenseMessages.changeTo);
    const body: BulkEditExpensesInput = { ids, change: { [field]: value } };
    try {
      const response = await edit.mutateAsync(body);
      onDone();
      openSuccessDialog({
        name: 'changes applied',
        message: `${response.message}: ${response.data.changed} expense(s) changed`,
      });
    } catch {
      // The API client has said why in a toast.
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        {ids.length} expense(s) selected. You can edit up to {maxBulkEditExpenses} transactions at once.
      </Text>
      <Select
        label="Edit"
        placeholder="Choose what to edit"
        data={fields}
        value={field}
        onChange={(next) => {
          setField(next as Field | null);
          setValue(null);
          setProblem(null);
        }}
      />
      {field === 'category' ? (
        <AccountSelect
          label="Change to"
          placeholder="Choose a category"
          accountFilter={isExpenseCategory}
          value={value}
          onChange={setValue}
        />
      ) : field === 'tax' ? (
        <Select label="Change to" placeholder="Choose a tax" data={taxOptions} value={value} onChange={setValue} />
      ) : field === 'branch' ? (
        <BranchSelect label="Change to" placeholder="Choose a store" value={value} onChange={setValue} />
      ) : null}
      {problem ? (
        <Text c="red" fz="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void apply()} loading={edit.isPending}>
          Apply
        </Button>
      </Group>
    </Stack>
  );
}

export function openBulkEditExpensesDialog(ids: string[], onApplied: () => void): void {
  const modalId = 'bulk-edit-expenses';
  modals.open({
    modalId,
    title: 'Bulk edit',
    children: (
      <BulkEditForm
        ids={ids}
        onDone={() => {
          modals.close(modalId);
          onApplied();
        }}
      />
    ),
  });
}
