import { purchaseOrderMessages } from '@owo/core';
import { useSearchParams } from 'react-router';
import {
  type PurchaseOrder,
  usePurchaseOrder,
  useUpdatePurchaseOrder,
  useVoidPurchaseOrder,
} from '../../../api/purchase-orders.ts';
import { PurchaseOrderFields } from '../../../components/purchase-orders/PurchaseOrderFields.tsx';
import {
  purchaseList,
  purchaseValues,
  usePurchaseForm,
} from '../../../components/purchase-orders/purchase-order-form.ts';
import { EditRecordPage, RecordLoader, requireSelectedRecord } from '../../../components/RecordPage.tsx';
import type { Route } from './+types/edit-purchase';

export function meta() {
  return [{ title: 'Edit purchase order | Owo' }];
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSelectedRecord(request, purchaseList.path, purchaseOrderMessages.selectPurchase);
}

/** /expense/purchase/edit-purchase?id=: only the fields changed are sent; Delete voids the order. */
export default function EditPurchase() {
  const [searchParams] = useSearchParams();
  const order = usePurchaseOrder(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={order} noun="purchase order" back={purchaseList}>
      {(loaded) => <EditPurchaseForm order={loaded} />}
    </RecordLoader>
  );
}

function EditPurchaseForm({ order }: { order: PurchaseOrder }) {
  const update = useUpdatePurchaseOrder();
  const remove = useVoidPurchaseOrder();
  const form = usePurchaseForm(purchaseValues(order));
  const picked = Object.fromEntries(
    order.items.flatMap((item) =>
      item.product ? [[item.product._id, { id: item.product._id, name: item.product.name }]] : [],
    ),
  );
  return (
    <EditRecordPage
      title={`Edit ${order.number}`}
      back={purchaseList}
      form={form}
      update={(body) => update.mutateAsync({ id: order._id, body })}
      valuesOf={purchaseValues}
      pending={update.isPending}
      successName="purchase"
      failure="Could not save the purchase order"
      deletion={{
        permission: 'expenses.delete',
        title: 'Void purchase order',
        question: purchaseOrderMessages.deletePurchase,
        remove: () => remove.mutateAsync(order._id),
      }}
    >
      <PurchaseOrderFields form={form} picked={picked} />
    </EditRecordPage>
  );
}
