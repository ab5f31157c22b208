import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** Lays the children out as fields, this many side by side from a tablet up (one on a phone). */
  columns?: 2 | 3;
  children: ReactNode;
}

/** One titled card of a settings page: the logo, the photo, a group of fields. */
export function SettingsSection({ title, description, columns, children }: SettingsSectionProps) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {columns ? (
          <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
            {children}
          </SimpleGrid>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
