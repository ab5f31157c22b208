import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteTaxPayment, useTaxPayment, useUpdateTaxPayment } from '../../api/tax-returns.ts';
import { AttachmentsPanel } from '../../components/attachments/AttachmentsPanel.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { openConfirmDialog } from '../../components/dialogs.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordLoader } from '../../components/RecordPage.tsx';
import { TaxPaymentForm } from '../../components/tax-returns/TaxPaymentForm.tsx';
import { taxHomePath, taxReturnPath } from '../../components/tax-returns/tax-return-paths.ts';
import { toast } from '../../components/toast.tsx';

export function meta() {
  return [{ title: 'Edit tax payment | Owo' }];
}

/**
 * /tax/edit-payment?id=: change a tax payment (its entry is reversed and posted again) or delete it,
 * and attach or remove its receipts.
 */
export default function EditTaxPayment() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useTaxPayment(id);
  const update = useUpdateTaxPayment();
  const remove = useDeleteTaxPayment();
  const navigate = useNavigate();
  return (
    <RecordLoader query={query} noun="tax payment" back={{ path: taxHomePath, label: 'Tax' }}>
      {(payment) => {
        const back = taxReturnPath(payment.return);
        const deleteButton = (
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() =>
              openConfirmDialog({
                title: 'Delete payment',
                message: 'Delete this payment? Its entry is reversed and the return shows it unpaid again.',
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(payment._id);
                  toast({ type: 'success', msg: 'Tax payment deleted' });
                  navigate(back);
                },
              })
            }
          >
            Delete
          </Button>
        );
        return (
          <Stack gap="lg" maw={720}>
            <PageHeader back={<BackLink to={back} label="Tax return" />} title="Edit tax payment" />
            <TaxPaymentForm
              initial={{
                return: payment.return,
                bank: payment.bank._id,
                date: payment.date,
                amount: payment.amount,
                reference: payment.reference,
                penalty: payment.penalty,
                interest: payment.interest,
                note: payment.note,
              }}
              submitLabel="Save changes"
              pending={update.isPending}
              extra={deleteButton}
              onSubmit={async ({ return: _return, ...body }) => {
                await update.mutateAsync({ id: payment._id, body });
                toast({ type: 'success', msg: 'Tax payment updated' });
                navigate(back);
              }}
            />
            <AttachmentsPanel ownerKind="tax-payment" ownerId={payment._id} />
          </Stack>
        );
      }}
    </RecordLoader>
  );
}
