import { modals } from '@mantine/modals';
import type { Discount } from '../../api/discounts.ts';
import type { PaymentMethod } from '../../api/payment-methods.ts';
import { DiscountForm } from './DiscountForm.tsx';
import { PaymentMethodForm } from './PaymentMethodForm.tsx';

/** Phones get the whole screen for the form. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 36em)').matches;

export function openDiscountDialog(discount?: Discount): void {
  const modalId = 'discount';
  modals.open({
    modalId,
    title: discount ? 'Edit Discount' : 'New Discount',
    size: 'lg',
    fullScreen: onPhone(),
    children: <DiscountForm discount={discount} onDone={() => modals.close(modalId)} />,
  });
}

export function openPaymentMethodDialog(method?: PaymentMethod): void {
  const modalId = 'payment-method';
  modals.open({
    modalId,
    title: method ? `Edit ${method.name}` : 'Add payment method',
    children: <PaymentMethodForm method={method} onDone={() => modals.close(modalId)} />,
  });
}
