import { Button } from '@mantine/core';
import type { Expense as ExpenseRequest } from '@owo/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { uploadAttachment } from '../../../api/attachments.ts';
import { useCreateExpense } from '../../../api/expenses.ts';
import { ReceiptPicker } from '../../../components/attachments/ReceiptPicker.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { ExpenseFields } from '../../../components/expenses/ExpenseFields.tsx';
import { blankExpense, type ExpenseFormValues, expenseResolver } from '../../../components/expenses/expense-form.ts';
import { expensesBack, expensesPath } from '../../../components/expenses/expense-paths.ts';
import { FormPage } from '../../../components/FormPage.tsx';
import type { Picked } from '../../../components/sales/SearchSelect.tsx';
import { toast } from '../../../components/toast.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';

export function meta() {
  return [{ title: 'New expense | Owo' }];
}

type Intent = 'new' | 'close';

/** Records an expense (and its receipt, sent once the expense is saved); Save and new or Save and close. */
export default function NewExpense() {
  const navigate = useNavigate();
  const form = useForm<ExpenseFormValues, unknown, ExpenseRequest>({
    resolver: expenseResolver,
    defaultValues: blankExpense(),
  });
  const create = useCreateExpense();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [picked, setPicked] = useState<Picked>();
  const [saving, setSaving] = useState<Intent | null>(null);

  const save = (intent: Intent) =>
    form.handleSubmit(async (values) => {
      setSaving(intent);
      try {
        const response = await create.mutateAsync(values);
        if (receipt) {
          try {
            await uploadAttachment({ kind: 'expense', id: response.data._id }, receipt, () => undefined);
          } catch {
            toast({
              type: 'warn',
              msg: 'The expense is saved, but its receipt could not be attached: attach it on the expense’s page.',
            });
          }
        }
        form.reset({ ...blankExpense(values.branch), bank: values.bank, paymentMethod: values.paymentMethod });
        setReceipt(null);
        openSuccessDialog({
          name: 'expense',
          message: response.message,
          onContinue: intent === 'close' ? () => void navigate(expensesPath) : undefined,
        });
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the expense');
      } finally {
        setSaving(null);
      }
    });

  return (
    <FormPage
      title="New expense"
      back={expensesBack}
      maxWidth={1100}
      onSubmit={save('close')}
      canSave={saving === null}
      unsaved={(form.formState.isDirty || receipt !== null) && saving === null}
      buttons={
        <>
          <Button variant="default" onClick={save('new')} loading={saving === 'new'} disabled={saving === 'close'}>
            Save and new
          </Button>
          <Button type="submit" loading={saving === 'close'} disabled={saving === 'new'}>
            Save and close
          </Button>
        </>
      }
    >
      <ExpenseFields form={form} picked={picked} onPick={setPicked} />
      <ReceiptPicker file={receipt} onChange={setReceipt} />
    </FormPage>
  );
}
