import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContactView } from '@owo/core';
import type { ReactNode } from 'react';
import { MoneyText } from '../MoneyText.tsx';
import type { ContactKind } from './contact-kind.ts';

/*
 * A customer's or vendor's details, read-only (spec section 2, "Customer and vendor details"): business name,
 * email addresses joined by commas, invoice initials, app id, contact name, mobile number,
 * currency, billing address; with the branch, the balance and what the kind adds (a vendor's bank).
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

export function ContactDetails<View extends ContactView>({
  kind,
  contact,
}: {
  kind: ContactKind<View>;
  contact: View;
}) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {contact.type}
        </Badge>
        {contact.active ? null : (
          <Badge color="gray" variant="light" radius="sm">
            Inactive
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label="Business name">{contact.companyName}</Detail>
        <Detail label="Contact name">{contact.fullName}</Detail>
        <Detail label="Email addresses">{contact.email.join(', ')}</Detail>
        <Detail label="Mobile number">{contact.phoneNumber}</Detail>
        <Detail label="Invoice initials">{contact.invoice}</Detail>
        <Detail label="Currency">{contact.currency}</Detail>
        <Detail label="Billing address">{contact.billingAddress ?? contact.officeAddress}</Detail>
        <Detail label="Branch">{contact.branch?.name}</Detail>
        <Detail label="Balance">
          <MoneyText amount={contact.balance} fz="sm" fw={600} />
        </Detail>
        {(kind.moreDetails?.(contact) ?? []).map(([label, value]) => (
          <Detail key={label} label={label}>
            {value}
          </Detail>
        ))}
        <Detail label="App id">
          <Text fz="xs" ff="monospace" component="span">
            {contact._id}
          </Text>
        </Detail>
      </SimpleGrid>
    </Stack>
  );
}
