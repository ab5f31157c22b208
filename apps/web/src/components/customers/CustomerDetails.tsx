import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Customer } from '../../api/customers.ts';
import { MoneyText } from '../MoneyText.tsx';

/*
 * A customer's details, read-only (spec section 2, "Customer and vendor details"): business name,
 * email addresses joined by commas, invoice initials, app id, contact name, mobile number,
 * currency, billing address; with the branch and what the customer owes.
 */

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

export function CustomerDetails({ customer }: { customer: Customer }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {customer.type}
        </Badge>
        {customer.active ? null : (
          <Badge color="gray" variant="light" radius="sm">
            Inactive
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label="Business name">{customer.companyName}</Detail>
        <Detail label="Contact name">{customer.fullName}</Detail>
        <Detail label="Email addresses">{customer.email.join(', ')}</Detail>
        <Detail label="Mobile number">{customer.phoneNumber}</Detail>
        <Detail label="Invoice initials">{customer.invoice}</Detail>
        <Detail label="Currency">{customer.currency}</Detail>
        <Detail label="Billing address">{customer.billingAddress ?? customer.officeAddress}</Detail>
        <Detail label="Branch">{customer.branch?.name}</Detail>
        <Detail label="Balance">
          <MoneyText amount={customer.balance} fz="sm" fw={600} />
        </Detail>
        <Detail label="App id">
          <Text fz="xs" ff="monospace" component="span">
            {customer._id}
          </Text>
        </Detail>
      </SimpleGrid>
    </Stack>
  );
}
