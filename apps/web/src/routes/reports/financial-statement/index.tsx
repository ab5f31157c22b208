import { Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBook,
  IconChartBar,
  IconListNumbers,
  IconReportMoney,
  IconScale,
} from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type ReportCard, ReportCards } from '../../../components/reports/ReportCards.tsx';

export function meta() {
  return [{ title: 'Financial statements | Owo' }];
}

/** The statements that are built; the rest of spec section 2's list joins as each lands. */
const statements: ReportCard[] = [
  {
    page: 'profitAndLoss',
    title: 'Profit and loss',
    description: 'Income less expenses over a period: did the business make money?',
    icon: IconChartBar,
  },
  {
    page: 'balanceSheet',
    title: 'Balance sheet',
    description: 'What the business owns and owes on a date, and what is left for its owners.',
    icon: IconReportMoney,
  },
  {
    page: 'cashFlow',
    title: 'Cash flow',
    description: 'Where the cash came from and where it went, from the profit to the bank.',
    icon: IconArrowsExchange,
  },
  {
    page: 'trialBalance',
    title: 'Trial balance',
    description: "Every account's balance on a date, debits beside credits, for your accountant.",
    icon: IconScale,
  },
  {
    page: 'accountBalances',
    title: 'Account balances',
    description: "Every account's balance on a date, by type, the way its type reads.",
    icon: IconListNumbers,
  },
  {
    page: 'generalLedger',
    title: 'General ledger',
    description: 'Every posting to an account over a period, with its running balance.',
    icon: IconBook,
  },
];

/** The index of financial statements (spec section 2): one card per statement. */
export default function FinancialStatements() {
  return (
    <Stack maw={1200} gap="lg">
      <PageHeader
        title="Financial statements"
        description="Read from your books as they stand: every figure opens the postings behind it."
      />
      <ReportCards reports={statements} cols={{ base: 1, sm: 2, lg: 3 }} />
    </Stack>
  );
}
