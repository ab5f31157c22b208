import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type PayeeQuickAddInput, payeeQuickAddSchema } from '@owo/core';
import { useState } from 'react';
import { type Account, useCreateAccount, useSubCategories } from '../../api/accounts.ts';
import { type Payee, useCreatePayee } from '../../api/expenses.ts';
import { toast } from '../toast.tsx';

/*
 * The expense form's quick-add dialogs (spec section 2): New Payee (an individual; category
 * Customer, Employee or Vendor) and New Expense Category (an expense account under Cost of Sale,
 * made with the chart of accounts' own call).
 */

const categories = [
  { value: 'customer', label: 'Customer' },
  { value: 'employee', label: 'Employee' },
  { value: 'vendor', label: 'Vendor' },
];

function NewPayeeForm({ onDone }: { onDone: (saved?: Payee) => void }) {
  const create = useCreatePayee();
  const [values, setValues] = useState<PayeeQuickAddInput>({ displayName: '', category: 'vendor' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const parsed = payeeQuickAddSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    try {
      const response = await create.mutateAsync(parsed.data);
      toast({ type: 'success', msg: response.message });
      onDone(response.data);
    } catch {
      // The API client has said why in a toast.
    }
  };
  return (
    <Stack gap="md">
      <Text fz="sm">
        Type: <b>Individual</b>
      </Text>
      <TextInput
        label="Display name"
        withAsterisk
        data-autofocus
        value={values.displayName}
        error={errors.displayName}
        onChange={(event) => setValues({ ...values, displayName: event.currentTarget.value })}
      />
      <Select
        label="Category"
        withAsterisk
        data={categories}
        allowDeselect={false}
        value={values.category}
        error={errors.category}
        onChange={(category) =>
          setValues({ ...values, category: (category ?? 'vendor') as PayeeQuickAddInput['category'] })
        }
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone()} disabled={create.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={create.isPending}>
          Save and close
        </Button>
      </Group>
    </Stack>
  );
}

export function openNewPayeeDialog(onSaved: (payee: Payee) => void): void {
  const modalId = 'new-payee';
  modals.open({
    modalId,
    title: 'New Payee',
    children: (
      <NewPayeeForm
        onDone={(saved) => {
          modals.close(modalId);
          if (saved) onSaved(saved);
        }}
      />
    ),
  });
}

/** Cost of Sale, as the spec's dialog files a new expense category. */
const costOfSale = 'Cost of Goods Sold';

function NewExpenseCategoryForm({ onDone }: { onDone: (saved?: Account) => void }) {
  const create = useCreateAccount();
  const subCategories = useSubCategories();
  const subCategory = subCategories.data?.data.find((item) => item.name === costOfSale);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    if (!name.trim()) {
      setError('Category name is a required field');
      return;
    }
    if (!subCategory) return;
    try {
      const response = await create.mutateAsync({
        account_name: name.trim(),
        description: description.trim(),
        sub_category_account: subCategory._id,
        isBank: false,
      });
      toast({ type: 'success', msg: response.message });
      onDone(response.data);
    } catch {
      // The API client has said why in a toast.
    }
  };
  return (
    <Stack gap="md">
      <Text fz="sm">
        Account type: <b>Expense</b> · Category: <b>Cost of Sale</b>
      </Text>
      <TextInput
        label="Category name"
        withAsterisk
        data-autofocus
        value={name}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Textarea
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone()} disabled={create.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={create.isPending} disabled={!subCategory}>
          Create
        </Button>
      </Group>
    </Stack>
  );
}

export function openNewExpenseCategoryDialog(onSaved: (account: Account) => void): void {
  const modalId = 'new-expense-category';
  modals.open({
    modalId,
    title: 'New Expense Category',
    children: (
      <NewExpenseCategoryForm
        onDone={(saved) => {
          modals.close(modalId);
          if (saved) onSaved(saved);
        }}
      />
    ),
  });
}
