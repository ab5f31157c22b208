import { salesMessages } from '@owo/core';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { EditPaymentPage } from '../../../components/sales/EditPaymentPage.tsx';
import { salesListPath } from '../../../components/sales/sales-paths.ts';
import type { Route } from './+types/edit-payment';

export function meta() {
  return [{ title: 'Edit payment | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, salesListPath('payments'), salesMessages.selectPayment);
}

/** /sales/invoice/edit-payment?id=: a payment received, changed; its invoices and the customer's credit follow. */
export default function EditPayment() {
  return <EditPaymentPage />;
}
