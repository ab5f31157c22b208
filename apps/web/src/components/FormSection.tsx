import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of a record's form: Basic information, Addresses, Inventory... */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card p="md">
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
