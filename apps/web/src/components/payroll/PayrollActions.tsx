import { Button } from '@mantine/core';
import { IconCash, IconCheck, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { type PayrollRun, useDecidePayroll, useDeletePayroll, useUpdatePayroll } from '../../api/payroll.ts';
import { useMay } from '../../session/permissions.ts';
import { openConfirmDialog, openSuccessDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { openFundAccountDialog, openInsufficientFundsDialog, openRecordPaymentDialog } from './payroll-dialogs.tsx';
import { editPayrollPath, payrollsPath } from './payroll-paths.ts';

/*
 * What can be done to a run, by its status and the member's permissions:
 * draft: submit for approval, approve, edit, delete; awaiting approval: approve, reject (back to
 * draft), edit; approved: record payment, void; paid: void. Approve first checks the run's bank
 * balance: when it is short, the insufficient-funds dialog says by how much instead of calling.
 */
export function PayrollActions({ run }: { run: PayrollRun }) {
  const navigate = useNavigate();
  const update = useUpdatePayroll();
  const decide = useDecidePayroll();
  const remove = useDeletePayroll();
  const mayEdit = useMay('payroll.edit');
  const mayDelete = useMay('payroll.delete');
  const mayApprove = useMay('payroll.approve');
  const mayFund = useMay('accounting.create');
  const open = run.status === 'draft' || run.status === 'awaiting-approval';
  const busy = update.isPending || decide.isPending;

  const submit = async () => {
    const response = await update.mutateAsync({ id: run._id, body: { status: 'awaiting-approval' } });
    toast({ type: 'success', msg: response.message });
  };

  const fund = () => {
    if (mayFund && run.bank) openFundAccountDialog(run);
    else void navigate('/bank');
  };

  const approve = async () => {
    if (run.funding && run.funding.shortfall > 0) {
      openInsufficientFundsDialog(run, fund);
      return;
    }
    const response = await decide.mutateAsync({ id: run._id, action: 'approve' });
    openSuccessDialog({ name: 'payroll approved', message: response.message });
  };

  const reject = async () => {
    const response = await decide.mutateAsync({ id: run._id, action: 'reject' });
    toast({ type: 'success', msg: response.message });
  };

  const confirmRemove = () => {
    const voiding = !open;
    openConfirmDialog({
      title: voiding ? 'Void payroll' : 'Delete payroll',
      message: voiding
        ? `Void payroll ${run.number}? Its journal entries are reversed: the salaries, PAYE, pension${
            run.status === 'paid' ? ' and the payment from the bank' : ''
          } leave the books, and the month can be run again.`
        : 'Are you sure you want to delete this payroll?',
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(run);
        toast({ type: 'success', msg: response.message });
        if (!voiding) await navigate(payrollsPath);
      },
    });
  };

  // Errors are announced by the API client; a click's promise has nobody else to tell.
  const quietly = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  return (
    <>
      {run.status === 'draft' && mayEdit ? (
        <Button variant="default" leftSection={<IconSend size={16} />} onClick={quietly(submit)} disabled={busy}>
          Submit for approval
        </Button>
      ) : null}
      {open && mayApprove ? (
        <Button
          leftSection={<IconCheck size={16} />}
          onClick={quietly(approve)}
          loading={decide.isPending}
          disabled={busy}
        >
          Approve
        </Button>
      ) : null}
      {run.status === 'awaiting-approval' && mayApprove ? (
        <Button variant="default" leftSection={<IconX size={16} />} onClick={quietly(reject)} disabled={busy}>
          Reject
        </Button>
      ) : null}
      {open && mayEdit ? (
        <Button variant="default" component={Link} to={editPayrollPath(run._id)} leftSection={<IconPencil size={16} />}>
          Edit
        </Button>
      ) : null}
      {run.status === 'approved' && mayApprove ? (
        <Button leftSection={<IconCash size={16} />} onClick={() => openRecordPaymentDialog(run)}>
          Record payment
        </Button>
      ) : null}
      {(open && mayDelete) || ((run.status === 'approved' || run.status === 'paid') && mayDelete && mayApprove) ? (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmRemove}>
          {open ? 'Delete' : 'Void'}
        </Button>
      ) : null}
    </>
  );
}
