import { Alert, Anchor, Button, Card, SimpleGrid, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { data, Link, useNavigate, useParams } from 'react-router';
import {
  type CreditNoteDetail,
  creditReasonLabels,
  useCreditNote,
  useDeleteCreditNote,
} from '../../../api/credit-notes.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { customerPath } from '../../../components/customers/customer-kind.ts';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { EInvoicePanel } from '../../../components/e-invoicing/EInvoicePanel.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { creditNoteWords } from '../../../components/sales/credit-note-form.ts';
import { Detail, HistoryView, LinesView, TotalRow } from '../../../components/sales/DocumentView.tsx';
import { SalesStatusBadge } from '../../../components/sales/SalesStatusBadge.tsx';
import { invoicePath, salesList, salesListPath } from '../../../components/sales/sales-paths.ts';
import { toast } from '../../../components/toast.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';
import type { Route } from './+types/view-credit-note';

export function meta() {
  return [{ title: 'Credit note | Owo' }];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!uuid.test(params.id)) throw data('Page not found', { status: 404 });
  return null;
}

/** /sales/invoice/credit-note/<id>: a credit note as it stands, the invoice it credits, and Delete. */
export default function CreditNotePage() {
  const { id = '' } = useParams();
  const note = useCreditNote(id);
  return (
    <RecordLoader query={note} noun="credit note" back={salesList('credit-notes')}>
      {(loaded) => <CreditNoteView note={loaded} />}
    </RecordLoader>
  );
}

function CreditNoteView({ note }: { note: CreditNoteDetail }) {
  const navigate = useNavigate();
  const mayDelete = useMay('sales.delete');
  const remove = useDeleteCreditNote();
  const currency = note.currency.name;
  const rest = Math.max(0, Math.round((note.total - note.amountPaid) * 100) / 100);
  const back = note.source
    ? { path: invoicePath(note.source._id), label: `Invoice ${note.source.number}` }
    : salesList('credit-notes');

  // The API voids a credit note on DELETE: its entry is reversed and the invoice owes again.
  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete credit note',
      message: creditNoteWords.deleteQuestion,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(note._id);
        toast({ type: 'success', msg: response.message });
        await navigate(note.source ? invoicePath(note.source._id) : salesListPath('credit-notes'));
      },
    });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to={back.path} label={back.label} />}
        title={`Credit note ${note.number}`}
        description={<SalesStatusBadge status={note.status} />}
        actions={
          mayDelete && note.status !== 'void' ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              Delete
            </Button>
          ) : null
        }
      />
      {note.status === 'void' ? (
        <Alert color="gray" title="This credit note is deleted">
          Its entry was reversed and the invoice owes again; it stays here for the record.
        </Alert>
      ) : null}
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Detail label="Customer">
            <Anchor component={Link} to={customerPath(note.customer._id)} fz="sm">
              {note.customer.name}
            </Anchor>
          </Detail>
          <Detail label="Invoice">
            {note.source ? (
              <Anchor component={Link} to={invoicePath(note.source._id)} fz="sm">
                {note.source.number}
              </Anchor>
            ) : (
              '-'
            )}
          </Detail>
          <Detail label="Date">{formatDay(note.date)}</Detail>
          <Detail label="Credit for">{note.reason ? creditReasonLabels[note.reason] : '-'}</Detail>
          <Detail label="Branch">{note.branch.name}</Detail>
          <Detail label="Total credited">
            <MoneyText amount={note.total} currency={currency} fw={600} />
          </Detail>
          <Detail label="Off the invoice">
            <MoneyText amount={note.amountPaid} currency={currency} />
          </Detail>
          {rest > 0 ? (
            <Detail label={note.depositTo ? `Refunded from ${note.depositTo.name}` : "To the customer's credit"}>
              <MoneyText amount={rest} currency={currency} />
            </Detail>
          ) : null}
        </SimpleGrid>
      </Card>
      <LinesView
        document={note}
        after={
          <TotalRow label="Off the invoice">{<MoneyText amount={note.amountPaid} currency={currency} />}</TotalRow>
        }
      />
      <EInvoicePanel kind="credit-note" id={note._id} />
      <HistoryView events={note.history} />
    </Stack>
  );
}
