import { NewSalesDocument } from '../../../components/sales/SalesDocumentPages.tsx';

export function meta() {
  return [{ title: 'New invoice | Owo' }];
}

export default function NewInvoice() {
  return <NewSalesDocument kind="invoice" />;
}
