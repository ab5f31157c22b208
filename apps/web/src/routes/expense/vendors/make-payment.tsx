import { VendorPaymentForm } from '../../../components/vendors/VendorPaymentForm.tsx';

export function meta() {
  return [{ title: 'Make payment | Owo' }];
}

/**
 * /expense/vendors/make-payment?vendor=&bill=: money paid to a vendor over one or many of their
 * open bills, with the withholding tax deducted on each bill that carries it.
 */
export default function MakePayment() {
  return <VendorPaymentForm />;
}
