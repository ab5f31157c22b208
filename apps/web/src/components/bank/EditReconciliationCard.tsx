import { Button, Card, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Reconciliation, useDeleteReconciliation, useUpdateReconciliation } from '../../api/reconciliations.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { toast } from '../toast.tsx';
import { ReconciliationForm, useReconciliationForm } from './ReconciliationForm.tsx';

interface EditReconciliationCardProps {
  accountId: string;
  reconciliation: Reconciliation;
  /** The statement date of the account's last completed reconciliation, which this one must end after. */
  after: string | null;
}

/** Change the statement date or closing balance (only what changed is sent), or delete the reconciliation. */
export function EditReconciliationCard({ accountId, reconciliation, after }: EditReconciliationCardProps) {
  const navigate = useNavigate();
  const update = useUpdateReconciliation(reconciliation._id);
  const remove = useDeleteReconciliation(reconciliation._id);
  // Set once saved or deleted; the page leaves after the render that lifts the leave prompt.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  const form = useReconciliationForm(
    { statementDate: reconciliation.statementDate, statementBalance: reconciliation.statementBalance },
    after,
  );
  const base = `/accounting/reconcile/${accountId}`;

  const save = form.handleSubmit((values) => {
    const body = {
      ...(values.statementDate !== reconciliation.statementDate ? { statementDate: values.statementDate } : {}),
      ...(values.statementBalance !== reconciliation.statementBalance
        ? { statementBalance: values.statementBalance }
        : {}),
    };
    if (Object.keys(body).length === 0) return void navigate(`${base}/account-reconciliation`);
    update.mutate(body, {
      onSuccess: (response) => {
        toast({ type: 'success', msg: response.message || 'Reconciliation updated' });
        setLeaveTo(`${base}/account-reconciliation`);
      },
      onError: (error) =>
        showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the reconciliation'),
    });
  });

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete reconciliation',
      message: 'Are you sure you want to delete this reconciliation? Its matches are undone; imported lines stay.',
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync();
        toast({ type: 'success', msg: response.message || 'Reconciliation deleted' });
        setLeaveTo(base);
      },
    });

  const pending = update.isPending || remove.isPending;
  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Correct the statement end date or closing balance. Lines after a new, earlier date leave the reconciliation.
        </Text>
        <ReconciliationForm
          form={form}
          disabled={pending}
          onSubmit={() => void save()}
          actions={
            <>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
                disabled={pending}
              >
                Delete
              </Button>
              <Button type="submit" loading={update.isPending} disabled={pending}>
                Save changes
              </Button>
            </>
          }
        />
      </Stack>
      <LeaveGuard when={form.formState.isDirty && !pending && !leaveTo} />
    </Card>
  );
}
