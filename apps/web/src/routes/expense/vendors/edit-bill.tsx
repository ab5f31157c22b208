import { billMessages } from '@owo/core';
import { EditBillPage } from '../../../components/bills/BillPages.tsx';
import { billsPath } from '../../../components/bills/bill-paths.ts';
import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/edit-bill';

export function meta() {
  return [{ title: 'Edit bill | Owo' }];
}

/** Opened without a bill: back to the bills with 'Please select a bill' (spec section 8). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, billsPath, billMessages.selectBill);
}

export default function EditBill() {
  return <EditBillPage />;
}
