import { Center, Loader } from '@mantine/core';
import { salesMessages } from '@owo/core';
import { useSearchParams } from 'react-router';
import { useOpenBills, useVendorPayment, type VendorPayment } from '../../../api/vendor-payments.ts';
import { RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { VendorPaymentForm } from '../../../components/vendors/VendorPaymentForm.tsx';
import { vendorsPath } from '../../../components/vendors/VendorPaymentParts.tsx';
import type { Route } from './+types/edit-payment';

export function meta() {
  return [{ title: 'Edit payment | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, vendorsPath, salesMessages.selectPayment);
}

/**
 * /expense/vendors/edit-payment?id=: a payment made, changed or deleted; its bills and the
 * vendor's balance follow. The vendor's open bills are loaded before the form, which starts from them.
 */
export default function EditVendorPayment() {
  const [searchParams] = useSearchParams();
  const query = useVendorPayment(searchParams.get('id') ?? '');
  // The same call answers payments received: one of those is not a payment made, so the page says
  // it could not be loaded rather than show a vendor's form around a customer's payment.
  const madeToVendor =
    query.data?.data.paymentType === 'BILL' ? query : { data: undefined, isPending: query.isPending };
  return (
    <RecordLoader query={madeToVendor} noun="payment" back={{ path: vendorsPath, label: 'Vendors' }}>
      {(payment) => <EditLoadedPayment payment={payment} />}
    </RecordLoader>
  );
}

function EditLoadedPayment({ payment }: { payment: VendorPayment }) {
  const open = useOpenBills(payment.vendor._id);
  if (open.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the vendor's bills" />
      </Center>
    );
  }
  return <VendorPaymentForm payment={payment} />;
}
