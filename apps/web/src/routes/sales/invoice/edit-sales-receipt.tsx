import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { EditSalesDocument, kindSettings } from '../../../components/sales/SalesDocumentPages.tsx';
import type { Route } from './+types/edit-sales-receipt';

export function meta() {
  return [{ title: 'Edit sales receipt | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const settings = kindSettings.receipt;
  return requireSelectedRecord(request, settings.list.path, settings.selectMessage);
}

export default function EditSalesReceipt() {
  return <EditSalesDocument kind="receipt" />;
}
