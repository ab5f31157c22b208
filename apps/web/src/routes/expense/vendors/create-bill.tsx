import { NewBillPage } from '../../../components/bills/BillPages.tsx';

export function meta() {
  return [{ title: 'New bill | Owo' }];
}

export default function CreateBill() {
  return <NewBillPage />;
}
