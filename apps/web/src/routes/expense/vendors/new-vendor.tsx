import { NewContactPage } from '../../../components/contacts/ContactPages.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'New vendor | Owo' }];
}

export default function NewVendor() {
  return <NewContactPage kind={vendorKind} />;
}
