import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { type Icon, IconUserStar, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type LinkablePage, pathOf } from '../../../areas.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Sales reports | Owo' }];
}

interface SalesReportCard {
  page: LinkablePage;
  title: string;
  description: string;
  icon: Icon;
}

const reports: SalesReportCard[] = [
  {
    page: 'salesByCustomer',
    title: 'Sales by customer',
    description: 'Who bought how much over a period: documents, sales before tax, tax and total.',
    icon: IconUsers,
  },
  {
    page: 'salesByEmployee',
    title: 'Sales by employee',
    description: 'What each employee sold over a period, from the employee named on invoices and receipts.',
    icon: IconUserStar,
  },
];

/** The index of sales reports (spec section 2): one card per report. */
export default function SalesReports() {
  return (
    <Stack maw={1200} gap="lg">
      <PageHeader
        title="Sales reports"
        description="Approved invoices and sales receipts, added up by customer or by employee."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
    </Stack>
  );
}
