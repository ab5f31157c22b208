/* Where bills open: the spec's create-bill and edit-bill under the vendors, and Owo's bills list and page. */

export const billsPath = '/expense/bills';
export const billPath = (id: string) => `/expense/bills/${encodeURIComponent(id)}`;
export const newBillPath = (vendor?: string) =>
  `/expense/vendors/create-bill${vendor ? `?vendor=${encodeURIComponent(vendor)}` : ''}`;
export const editBillPath = (id: string) => `/expense/vendors/edit-bill?id=${encodeURIComponent(id)}`;
/** A payment made, opened to change or delete it. */
export const vendorPaymentPath = (id: string) => `/expense/vendors/edit-payment?id=${encodeURIComponent(id)}`;
