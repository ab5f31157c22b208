import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { Branch } from '../../api/branches.ts';
import type { Discount } from '../../api/discounts.ts';
import type { PaymentMethod } from '../../api/payment-methods.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { BranchForm } from '../branches/BranchForm.tsx';
import { DiscountForm } from './DiscountForm.tsx';
import { PaymentMethodForm } from './PaymentMethodForm.tsx';

/** Phones get the whole screen for the form. */

function openFormDialog(modalId: string, title: string, form: (close: () => void) => ReactNode, size?: string) {
  const close = () => modals.close(modalId);
  modals.open({ modalId, title, size, fullScreen: isPhone(), children: form(close) });
}

export function openBranchDialog(branch?: Branch): void {
  openFormDialog('branch', branch ? `Edit ${branch.name}` : 'Add branch', (close) => (
    <BranchForm branch={branch} onDone={close} />
  ));
}

export function openDiscountDialog(discount?: Discount): void {
  openFormDialog(
    'discount',
    discount ? 'Edit Discount' : 'New Discount',
    (close) => <DiscountForm discount={discount} onDone={close} />,
    'lg',
  );
}

export function openPaymentMethodDialog(method?: PaymentMethod): void {
  openFormDialog('payment-method', method ? `Edit ${method.name}` : 'Add payment method', (close) => (
    <PaymentMethodForm method={method} onDone={close} />
  ));
}
