import { Center, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useOpenInvoices } from '../../api/invoices.ts';
import { type PaymentReceived, usePayment } from '../../api/payments.ts';
import { RecordLoader } from '../RecordPage.tsx';
import { PaymentFormPage } from './PaymentFormPage.tsx';
import { salesList } from './sales-paths.ts';

/**
 * /sales/invoice/edit-payment?id= and edit-prepayment?id=: the saved payment, and for a payment its
 * customer's open invoices, loaded before the form, which starts from them.
 */
export function EditPaymentPage() {
  const [searchParams] = useSearchParams();
  const query = usePayment(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={query} noun="payment" back={salesList('payments')}>
      {(payment) => <EditLoadedPayment payment={payment} />}
    </RecordLoader>
  );
}

function EditLoadedPayment({ payment }: { payment: PaymentReceived }) {
  const kind = payment.kind ?? 'payment';
  const customer = kind === 'payment' ? (payment.customer?._id ?? '') : '';
  const open = useOpenInvoices(customer);
  if (customer && open.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the customer's invoices" />
      </Center>
    );
  }
  return <PaymentFormPage kind={kind} payment={payment} />;
}
