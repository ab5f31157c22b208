import { NewContactPage } from '../../../components/contacts/ContactPages.tsx';
import { customerKind } from '../../../components/customers/customer-kind.ts';

export function meta() {
  return [{ title: 'New customer | Owo' }];
}

export default function NewCustomer() {
  return <NewContactPage kind={customerKind} />;
}
