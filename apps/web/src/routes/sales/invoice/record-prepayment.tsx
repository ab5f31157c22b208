import { PaymentFormPage } from '../../../components/sales/PaymentFormPage.tsx';

export function meta() {
  return [{ title: 'Record prepayment | Owo' }];
}

/**
 * /sales/invoice/record-prepayment?customer=: money received before an invoice, held as the
 * customer's deposit (their credit) and applied to later invoices from the invoice's page.
 */
export default function RecordPrepayment() {
  return <PaymentFormPage kind="prepayment" />;
}
