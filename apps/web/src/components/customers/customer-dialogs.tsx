import { modals } from '@mantine/modals';
import { NewCustomerDialog } from './NewCustomerDialog.tsx';

/* The customers pages' own dialog, opened by name on the shared stack. */

/** Quick add (spec section 2); `onSaved` gets the new customer (an invoice form picks it). */
export function openNewCustomerDialog(onSaved?: (customer: { _id: string; displayName: string }) => void): void {
  const modalId = 'new-customer';
  modals.open({
    modalId,
    title: 'New Customer',
    children: (
      <NewCustomerDialog
        onDone={(saved) => {
          modals.close(modalId);
          if (saved) onSaved?.(saved);
        }}
      />
    ),
  });
}
