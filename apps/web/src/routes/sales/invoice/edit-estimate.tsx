import { requireSelectedRecord } from '../../../components/RecordPage.tsx';
import { EditSalesDocument, kindSettings } from '../../../components/sales/SalesDocumentPages.tsx';
import type { Route } from './+types/edit-estimate';

export function meta() {
  return [{ title: 'Edit estimate | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const settings = kindSettings.estimate;
  return requireSelectedRecord(request, settings.list.path, settings.selectMessage);
}

export default function EditEstimate() {
  return <EditSalesDocument kind="estimate" />;
}
