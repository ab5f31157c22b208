import { EditContactPage, requireSelectedContact } from '../../../components/contacts/ContactPages.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';
import type { Route } from './+types/edit-vendor';

export function meta() {
  return [{ title: 'Edit vendor | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedContact(vendorKind, request);
}

export default function EditVendor() {
  return <EditContactPage kind={vendorKind} />;
}
