import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/* Pieces of the document lines editor (DocumentLines.tsx): a quantity's unit, and a line as a phone shows it. */

export function UnitText({ unit }: { unit: string }) {
  return (
    <Text fz="xs" c="dimmed" truncate>
      {unit}
    </Text>
  );
}

/** A line on a phone: its number and remove button, then its fields stacked, quantity and price side by side. */
export function PhoneLine(props: {
  number: number;
  account: ReactNode;
  withholding: ReactNode;
  product: ReactNode;
  description: ReactNode;
  quantity: ReactNode;
  price: ReactNode;
  tax: ReactNode;
  amount: ReactNode;
  remove: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={`Item ${props.number}`}>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={600} c="dimmed">
          Item {props.number}
        </Text>
        {props.remove}
      </Group>
      <Stack gap="xs">
        {props.account}
        {props.product}
        {props.description}
        <SimpleGrid cols={2} spacing="xs">
          {props.quantity}
          {props.price}
        </SimpleGrid>
        {props.tax}
        {props.withholding}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            Amount
          </Text>
          {props.amount}
        </Group>
      </Stack>
    </Paper>
  );
}
