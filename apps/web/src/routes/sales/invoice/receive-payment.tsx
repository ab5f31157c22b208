import { PaymentFormPage } from '../../../components/sales/PaymentFormPage.tsx';

export function meta() {
  return [{ title: 'Receive payment | Owo' }];
}

/**
 * /sales/invoice/receive-payment?customer=&invoice=: money a customer paid, over one or many of
 * their open invoices, with the tax they withheld on each; the excess is kept as their credit.
 */
export default function ReceivePayment() {
  return <PaymentFormPage kind="payment" />;
}
