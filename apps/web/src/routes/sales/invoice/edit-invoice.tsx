import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { EditSalesDocument, kindSettings } from '../../../components/sales/SalesDocumentPages.tsx';
import type { Route } from './+types/edit-invoice';

export function meta() {
  return [{ title: 'Edit invoice | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const settings = kindSettings.invoice;
  return requireSelectedRecord(request, settings.list.path, settings.selectMessage);
}

export default function EditInvoice() {
  return <EditSalesDocument kind="invoice" />;
}
