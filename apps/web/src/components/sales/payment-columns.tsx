import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentReceived } from '../../api/payments.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { editPaymentPath } from './payment-form.ts';
import {
  dateColumn,
  EditItem,
  menuColumn,
  moneyColumn,
  numberColumn,
  type SalesPermissions,
  statusColumn,
  VoidItem,
} from './sales-column-parts.tsx';
import { invoicePath } from './sales-paths.ts';

/* The columns of the list of payments received (/sales/invoice, Payments tab). */

export function paymentColumns(
  may: SalesPermissions,
  voidPayment: (payment: PaymentReceived) => void,
): DataTableColumn<PaymentReceived>[] {
  const currency = (payment: PaymentReceived) => payment.currency?.name ?? 'NGN';
  // A payment is in the books: changing or voiding it needs the approve permission too.
  const editable = (payment: PaymentReceived) => may.edit && may.approve && payment.status !== 'void';
  return [
    numberColumn('Payment', (payment) => ({
      number: payment.number,
      to: editable(payment) ? editPaymentPath(payment._id, payment.kind) : undefined,
      customer: payment.customer?.name,
    })),
    dateColumn('date', 'Date', (row) => row.paymentDate),
    {
      key: 'invoices',
      header: 'Invoices',
      hiddenOnPhone: true,
      cell: (payment) =>
        payment.items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Prepayment
          </Text>
        ) : (
          <Text fz="sm">
            {payment.items.map((item, index) => (
              <span key={item.invoice._id}>
                {index > 0 ? ', ' : null}
                <Anchor component={Link} to={invoicePath(item.invoice._id)} fz="sm">
                  {item.invoice.invoiceNumber}
                </Anchor>
              </span>
            ))}
          </Text>
        ),
    },
    statusColumn({ hiddenOnPhone: true }),
    moneyColumn({ key: 'wht', header: 'Tax withheld', amount: (row) => row.withholdingTax, currency }),
    moneyColumn({ key: 'credit', header: 'To credit', amount: (row) => row.balance, currency }),
    moneyColumn({ key: 'received', header: 'Received', amount: (row) => row.amountReceived, currency, main: true }),
    menuColumn(
      (payment) => payment.number,
      (payment) => (
        <>
          {may.edit ? <EditItem to={editPaymentPath(payment._id, payment.kind)} /> : null}
          {may.remove ? <VoidItem onClick={() => voidPayment(payment)} /> : null}
        </>
      ),
      (payment) => (may.edit || may.remove) && may.approve && payment.status !== 'void',
    ),
  ];
}
