import { Button } from '@mantine/core';
import { type Expense as ExpenseRequest, expenseMessages } from '@owo/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type Expense, useDeleteExpense, useExpense, useUpdateExpense } from '../../../api/expenses.ts';
import { AttachmentsPanel } from '../../../components/attachments/AttachmentsPanel.tsx';
import { openConfirmDialog, openSuccessDialog } from '../../../components/dialogs.ts';
import { ExpenseFields } from '../../../components/expenses/ExpenseFields.tsx';
import {
  changesOf,
  type ExpenseFormValues,
  expenseResolver,
  valuesOf,
} from '../../../components/expenses/expense-form.ts';
import { expensePath, expensesBack, expensesPath } from '../../../components/expenses/expense-paths.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import { RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Picked } from '../../../components/sales/SearchSelect.tsx';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/edit-expense';

export function meta() {
  return [{ title: 'Edit expense | Owo' }];
}

/** Spec section 4: opened without an expense, back to the list with 'Please select an expense'. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, expensesPath, expenseMessages.selectExpense);
}

export default function EditExpense() {
  const [params] = useSearchParams();
  const expense = useExpense(params.get('id') ?? '');
  return (
    <RecordLoader query={expense} noun="expense" back={expensesBack}>
      {(loaded) => <EditExpenseForm expense={loaded} />}
    </RecordLoader>
  );
}

function EditExpenseForm({ expense }: { expense: Expense }) {
  const navigate = useNavigate();
  const original = valuesOf(expense);
  const form = useForm<ExpenseFormValues, unknown, ExpenseRequest>({
    resolver: expenseResolver,
    defaultValues: original,
  });
  const update = useUpdateExpense();
  const remove = useDeleteExpense();
  const mayDelete = useMay('expenses.delete');
  const mayAttach = useMay('expenses.create');
  const [picked, setPicked] = useState<Picked | undefined>({ id: expense.vendor._id, name: expense.vendor.name });
  const [saving, setSaving] = useState(false);

  const onSubmit = form.handleSubmit(async () => {
    setSaving(true);
    try {
      const response = await update.mutateAsync({ id: expense._id, changes: changesOf(original, form.getValues()) });
      form.reset(valuesOf(response.data));
      openSuccessDialog({
        name: 'expense',
        message: response.message,
        onContinue: () => void navigate(expensePath(expense._id)),
      });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the expense');
    } finally {
      setSaving(false);
    }
  });

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete expense',
      message: expenseMessages.deleteExpenses,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(expense._id);
        form.reset(form.getValues());
        toast({ type: 'success', msg: response.message });
        void navigate(expensesPath);
      },
    });

  return (
    <FormPage
      title={`Edit expense ${expense.number}`}
      back={expensesBack}
      maxWidth={1100}
      onSubmit={onSubmit}
      canSave={!saving}
      unsaved={form.formState.isDirty && !saving}
      actions={
        mayDelete ? (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            Delete
          </Button>
        ) : null
      }
      buttons={
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      }
      below={<AttachmentsPanel ownerKind="expense" ownerId={expense._id} readOnly={!mayAttach} />}
    >
      <ExpenseFields form={form} picked={picked} onPick={setPicked} />
    </FormPage>
  );
}
