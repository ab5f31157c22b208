import { NewSalesDocument } from '../../../components/sales/SalesDocumentPages.tsx';

export function meta() {
  return [{ title: 'New sales receipt | Owo' }];
}

export default function NewSalesReceipt() {
  return <NewSalesDocument kind="receipt" />;
}
