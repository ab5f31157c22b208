import { zodResolver } from '@hookform/resolvers/zod';
import {
  documentTotals,
  type PurchaseOrder as PurchaseOrderBody,
  type PurchaseOrderInput,
  purchaseOrderSchema,
  todayInLagos,
  toKobo,
} from '@owo/core';
import { useForm } from 'react-hook-form';
import type { PurchaseOrder } from '../../api/purchase-orders.ts';
import type { ListLink } from '../FormPage.tsx';

/*
 * The purchase order form's values: the request body as typed (core's purchaseOrderSchema checks it
 * in the browser as the server does), a blank order, an order as saved, and its totals by
 * documentTotals, the rule the server uses.
 */

export type PurchaseFormValues = PurchaseOrderInput;
export type PurchaseFormItem = PurchaseFormValues['items'][number];

export const purchaseList: ListLink = { path: '/expense/purchase', label: 'Purchase orders' };
export const purchasePath = (id: string) => `/expense/purchase/${encodeURIComponent(id)}`;
export const editPurchasePath = (id: string) => `/expense/purchase/edit-purchase?id=${encodeURIComponent(id)}`;

export const blankItem = (): PurchaseFormItem => ({
  product: null,
  chartofAccount: null,
  description: '',
  quantity: '1',
  price: '',
  tax: [],
});

export const blankPurchase = (): PurchaseFormValues => ({
  vendor: '',
  branch: '',
  date: todayInLagos(),
  deliveryDate: null,
  reference: '',
  address: '',
  note: '',
  items: [blankItem()],
  discount: null,
});

export function purchaseValues(order: PurchaseOrder): PurchaseFormValues {
  return {
    vendor: order.vendor._id,
    branch: order.branch._id,
    date: order.date,
    deliveryDate: order.deliveryDate,
    reference: order.reference,
    address: order.address,
    note: order.note,
    items: order.items.map((item) => ({
      product: item.product?._id ?? null,
      chartofAccount: item.chartofAccount._id,
      description: item.description,
      quantity: String(item.quantity),
      price: item.price,
      tax: item.tax.map((tax) => ({ id: tax.id })),
    })),
    discount: order.discount,
  };
}

export function usePurchaseForm(values: PurchaseFormValues) {
  return useForm<PurchaseFormValues, unknown, PurchaseOrderBody>({
    resolver: zodResolver(purchaseOrderSchema),
    defaultValues: values,
  });
}

const kobo = (value: unknown) => {
  const text = String(value ?? '').trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? toKobo(text) : 0;
};

/** The totals as the form stands, in kobo (what the server will work out). */
export function purchaseTotals(items: readonly PurchaseFormItem[], rates: ReadonlyMap<string, number>) {
  try {
    return documentTotals({
      lines: items.map((item) => {
        const quantity = String(item.quantity ?? '').trim();
        return {
          quantity: /^\d+(\.\d{1,3})?$/.test(quantity) ? quantity : '0',
          unitPrice: kobo(item.price),
          taxes: (item.tax ?? []).map((tax) => ({ id: tax.id, rateBasisPoints: rates.get(tax.id) ?? 0 })),
        };
      }),
    });
  } catch {
    return null;
  }
}
