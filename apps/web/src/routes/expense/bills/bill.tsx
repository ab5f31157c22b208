import { BillDetailsPage } from '../../../components/bills/BillDetails.tsx';

export function meta() {
  return [{ title: 'Bill | Owo' }];
}

export default function BillPage() {
  return <BillDetailsPage />;
}
