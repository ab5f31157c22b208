import { Stack } from '@mantine/core';
import { VendorBills } from '../../../components/bills/BillLists.tsx';
import { ContactRecordPage } from '../../../components/contacts/ContactPages.tsx';
import { VendorPayments } from '../../../components/vendors/VendorPayments.tsx';
import { vendorKind } from '../../../components/vendors/vendor-kind.ts';

export function meta() {
  return [{ title: 'Vendor | Owo' }];
}

/** A vendor's details, the bills to pay and the payments made (expenses join when their module lands). */
export default function VendorPage() {
  return (
    <ContactRecordPage
      kind={vendorKind}
      lists={(vendor) => (
        <Stack gap="xl">
          <VendorBills vendorId={vendor._id} />
          <VendorPayments vendorId={vendor._id} />
        </Stack>
      )}
    />
  );
}
