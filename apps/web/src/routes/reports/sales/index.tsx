import { Stack } from '@mantine/core';
import { IconUserStar, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type ReportCard, ReportCards } from '../../../components/reports/ReportCards.tsx';

export function meta() {
  return [{ title: 'Sales reports | Owo' }];
}

const reports: ReportCard[] = [
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
      <ReportCards reports={reports} cols={{ base: 1, sm: 2 }} />
    </Stack>
  );
}
