import { EditContactPage, requireSelectedContact } from '../../../components/contacts/ContactPages.tsx';
import { customerKind } from '../../../components/customers/customer-kind.ts';
import type { Route } from './+types/edit-customer';

export function meta() {
  return [{ title: 'Edit customer | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedContact(customerKind, request);
}

export default function EditCustomer() {
  return <EditContactPage kind={customerKind} />;
}
