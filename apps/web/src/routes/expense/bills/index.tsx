import { BillsListPage } from '../../../components/bills/BillLists.tsx';

export function meta() {
  return [{ title: 'Bills | Owo' }];
}

export default function Bills() {
  return <BillsListPage />;
}
