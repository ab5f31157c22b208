import { ContactList } from '../../../components/contacts/ContactList.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'Vendors | Owo' }];
}

export default function Vendors() {
  return <ContactList kind={vendorKind} />;
}
