import { VendorBills } from '../../../components/bills/BillLists.tsx';
import { ContactRecordPage } from '../../../components/contacts/ContactPages.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'Vendor | Owo' }];
}

// A vendor's bills to pay; its payments and expenses join beside them when those modules land.
export default function VendorPage() {
  return <ContactRecordPage kind={vendorKind} lists={(vendor) => <VendorBills vendorId={vendor._id} />} />;
}
