import { useCreatePurchaseOrder } from '../../../api/purchase-orders.ts';
import { PurchaseOrderFields } from '../../../components/purchase-orders/PurchaseOrderFields.tsx';
import {
  blankPurchase,
  purchaseList,
  usePurchaseForm,
} from '../../../components/purchase-orders/purchase-order-form.ts';
import { NewRecordPage } from '../../../components/RecordPage.tsx';

export function meta() {
  return [{ title: 'New purchase order | Owo' }];
}

/** /expense/purchase/new-purchase: a purchase order, issued (or waiting for approval) when saved. */
export default function NewPurchase() {
  const create = useCreatePurchaseOrder();
  const form = usePurchaseForm(blankPurchase());
  return (
    <NewRecordPage
      title="New purchase order"
      back={purchaseList}
      form={form}
      blank={blankPurchase}
      create={(body) => create.mutateAsync(body)}
      pending={create.isPending}
      successName="purchase"
      failure="Could not save the purchase order"
    >
      <PurchaseOrderFields form={form} />
    </NewRecordPage>
  );
}
