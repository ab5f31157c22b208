import { ContactRecordPage } from '../../../components/contacts/ContactPages.tsx';
import { customerKind } from '../../../components/customers/customer-kind.ts';
import { CustomerDocuments } from '../../../components/sales/CustomerDocuments.tsx';

export function meta() {
  return [{ title: 'Customer | Owo' }];
}

export default function CustomerPage() {
  return (
    <ContactRecordPage kind={customerKind} lists={(customer) => <CustomerDocuments customerId={customer._id} />} />
  );
}
