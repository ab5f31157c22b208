import { salesMessages } from '@owo/core';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { EditPaymentPage } from '../../../components/sales/EditPaymentPage.tsx';
import { salesListPath } from '../../../components/sales/sales-paths.ts';
import type { Route } from './+types/edit-prepayment';

export function meta() {
  return [{ title: 'Edit prepayment | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, salesListPath('payments'), salesMessages.selectPrepayment);
}

/** /sales/invoice/edit-prepayment?id=: a prepayment changed; the customer's credit follows. */
export default function EditPrepayment() {
  return <EditPaymentPage />;
}
