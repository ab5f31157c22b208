import { ContactRecordPage } from '../../../components/contacts/ContactPages.tsx';
import { VendorPayments } from '../../../components/vendors/VendorPayments.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'Vendor | Owo' }];
}

/** A vendor's details and their payments (bills and expenses join as their modules land). */
export default function VendorPage() {
  return <ContactRecordPage kind={vendorKind} lists={(vendor) => <VendorPayments vendorId={vendor._id} />} />;
}
