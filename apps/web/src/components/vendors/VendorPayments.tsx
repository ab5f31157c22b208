import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { downloadWhtCreditNote, useVendorPayments, type VendorPayment } from '../../api/vendor-payments.ts';
import { formatShortDay } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';
import { vendorPaymentPath } from '../bills/bill-paths.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';

/*
 * A vendor's payments on their page (issue 27): number, date, the bills paid, the tax withheld
 * and the cash, with the WHT credit note of each; "Record payment" opens make-payment for them,
 * and a payment's number opens it to change or delete it.
 */

/** The payment's number, a link to change or delete it for those who may. */
function PaymentNumber({ payment, editable }: { payment: VendorPayment; editable: boolean }) {
  if (!editable || payment.status !== 'live') return <>{payment.number}</>;
  return (
    <Anchor component={Link} to={vendorPaymentPath(payment._id)} fz="sm" fw={600}>
      {payment.number}
    </Anchor>
  );
}

function CreditNoteButton({ payment }: { payment: VendorPayment }) {
  const [busy, setBusy] = useState(false);
  if (payment.withholdingTax === 0) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void downloadWhtCreditNote(payment).finally(() => setBusy(false));
      }}
    >
      WHT credit note
    </Button>
  );
}

const bills = (payment: VendorPayment) => payment.items.map((item) => item.bill.billNumber).join(', ') || 'Advance';

const columnsFor = (editable: boolean): DataTableColumn<VendorPayment>[] => [
  {
    key: 'item',
    header: 'Payment',
    phoneOnly: true,
    cell: (payment) => (
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" fw={600}>
            <PaymentNumber payment={payment} editable={editable} />
          </Text>
          <MoneyText amount={payment.total} currency={payment.currency.name} fz="sm" fw={600} />
        </Group>
        <Text fz="xs" c="dimmed">
          {formatShortDay(payment.paymentDate)} · {bills(payment)} · WHT{' '}
          <MoneyText amount={payment.withholdingTax} currency={payment.currency.name} fz="xs" />
        </Text>
        <CreditNoteButton payment={payment} />
      </Stack>
    ),
  },
  {
    key: 'number',
    header: 'Payment',
    cell: (payment) => <PaymentNumber payment={payment} editable={editable} />,
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'date',
    header: 'Date',
    cell: (payment) => formatShortDay(payment.paymentDate),
    hiddenOnPhone: true,
    nowrap: true,
  },
  { key: 'bills', header: 'Bills', cell: bills, hiddenOnPhone: true },
  { key: 'reference', header: 'Reference', cell: (payment) => payment.reference, hiddenOnPhone: true },
  {
    key: 'total',
    header: 'Settled',
    cell: (payment) => <MoneyText amount={payment.total} currency={payment.currency.name} />,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'wht',
    header: 'WHT',
    cell: (payment) => <MoneyText amount={payment.withholdingTax} currency={payment.currency.name} />,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  {
    key: 'cash',
    header: 'Cash paid',
    cell: (payment) => <MoneyText amount={payment.cashPaid} currency={payment.currency.name} fw={600} />,
    align: 'right',
    hiddenOnPhone: true,
    nowrap: true,
  },
  { key: 'note', header: '', cell: (payment) => <CreditNoteButton payment={payment} />, hiddenOnPhone: true },
];

export function VendorPayments({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const payments = useVendorPayments(vendorId, page, limit);
  const mayPay = useMay('expenses.create');
  // A payment is in the books: changing or deleting it needs the approve permission too.
  const mayEdit = useMay('expenses.edit');
  const mayApprove = useMay('expenses.approve');
  const columns = useMemo(() => columnsFor(mayEdit && mayApprove), [mayEdit, mayApprove]);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Payments
        </Title>
        {mayPay ? (
          <Button component={Link} to={`/expense/vendors/make-payment?vendor=${vendorId}`} size="xs">
            Record payment
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Payments to this vendor"
        columns={columns}
        rows={payments.data?.data.filter((payment) => payment.status === 'live')}
        rowKey={(payment) => payment._id}
        loading={payments.isPending}
        fetching={payments.isFetching}
        pageInfo={payments.data?.pageInfo}
        onPageChange={setPage}
        onRowsPerPageChange={setLimit}
        minWidth={860}
        empty={{ title: 'No payments yet', message: 'Payments of this vendor’s bills are listed here.' }}
      />
    </Stack>
  );
}
