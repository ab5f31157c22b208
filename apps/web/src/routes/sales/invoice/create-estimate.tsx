import { NewSalesDocument } from '../../../components/sales/SalesDocumentPages.tsx';

export function meta() {
  return [{ title: 'New estimate | Owo' }];
}

export default function NewEstimate() {
  return <NewSalesDocument kind="estimate" />;
}
