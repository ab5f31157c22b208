import { Card, Group, SimpleGrid, type SimpleGridProps, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type LinkablePage, pathOf } from '../../areas.ts';

export interface ReportCard {
  page: LinkablePage;
  title: string;
  description: string;
  icon: Icon;
}

/** An index of reports (financial statements, sales reports): one card a report, opening it. */
export function ReportCards({ reports, cols }: { reports: ReportCard[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols}>
      {reports.map((report) => (
        <UnstyledButton key={report.page} component={Link} to={pathOf(report.page)}>
          <Card h="100%" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <report.icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={2} fz="md">
                  {report.title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {report.description}
                </Text>
              </div>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
