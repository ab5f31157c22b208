import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { customerCsvColumns, customerCsvExample } from '@owo/core';
import { Link } from 'react-router';
import type { Customer } from '../../api/customers.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { openCsvUpload } from '../CsvUpload.tsx';
import { CustomerDetails } from './CustomerDetails.tsx';
import { customerPath } from './CustomerForm.tsx';
import { NewCustomerDialog } from './NewCustomerDialog.tsx';

/* The customers pages' dialogs, opened by name on the shared stack. */

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

/** The read-only details of spec section 2. */
export function openCustomerDetailsDialog(customer: Customer): void {
  const modalId = 'customer-details';
  modals.open({
    modalId,
    title: customer.displayName,
    size: 'lg',
    fullScreen: isPhone(),
    children: (
      <Stack gap="lg">
        <CustomerDetails customer={customer} />
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={customerPath(customer._id)}
            onClick={() => modals.close(modalId)}
          >
            Open the customer's page
          </Button>
          <Button onClick={() => modals.close(modalId)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}

export function openCustomerCsvUpload(onUploaded: () => void): void {
  openCsvUpload({
    title: 'Upload customers',
    endpoint: '/customer/csv',
    columns: customerCsvColumns,
    example: customerCsvExample,
    templateName: 'customers-template.csv',
    noun: 'customers',
    onUploaded,
  });
}
