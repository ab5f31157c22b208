import { ContactRecordPage } from '../../../components/contacts/ContactPages.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'Vendor | Owo' }];
}

// A vendor's bills, payments and expenses join as the `lists` of this page (in tabs, as a
// customer's documents are) when those modules land.
export default function VendorPage() {
  return <ContactRecordPage kind={vendorKind} />;
}
