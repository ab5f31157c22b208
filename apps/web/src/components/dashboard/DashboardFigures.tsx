import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '../../api/dashboard.ts';
import { formatMoney, formatShortDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';
import { postingsPath } from '../reports/statement-filters.ts';
import { IncomeExpenseChart } from './IncomeExpenseChart.tsx';
import { TaxCalendar } from './TaxCalendar.tsx';

/** The figures of the dashboard's period; skeletons the size of the cards while they load. */
export function DashboardFigures({
  data,
  failed,
  retry,
}: {
  data: Dashboard | undefined;
  failed: boolean;
  retry: () => void;
}) {
  if (!data && failed) {
    return (
      <Alert color="red" variant="light" title="Your figures could not be loaded">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton h={420} radius="md" aria-label="Loading your figures" />;
  const period = { from: data.from, to: data.to };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Figure label="Cash and bank" amount={data.totalCash} note={`On ${formatShortDay(data.to)}`} />
        <Figure label="Money in" amount={data.moneyIn} note="Received in the period" />
        <Figure label="Money out" amount={data.moneyOut} note="Paid in the period" />
        <Figure label="Profit" amount={data.profit} note="Income less expenses" />
      </SimpleGrid>
      <TaxCalendar tasks={data.tasks} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="chart-title">
            <Title order={2} fz="md" id="chart-title" mb="sm">
              Income and expenses, last 12 months
            </Title>
            <IncomeExpenseChart months={data.byMonth} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CashAccounts data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="expenses-title">
            <Title order={2} fz="md" id="expenses-title" mb="sm">
              Where the money went
            </Title>
            {data.topExpenses.length === 0 ? (
              <Text c="dimmed" fz="sm">
                No expenses in this period.
              </Text>
            ) : (
              <Stack gap="xs">
                {data.topExpenses.map((account) => (
                  <Group key={account._id} justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={postingsPath(account._id, period)} fz="sm" c="inherit">
                      {account.account_name}
                    </Anchor>
                    <MoneyText amount={account.amount} fz="sm" />
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AwaitingApproval data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" h="100%">
            <OwedCard
              title="Customers owe you"
              amount={data.receivables}
              empty="Appears when you send invoices and record what customers pay."
            />
            <OwedCard
              title="You owe suppliers"
              amount={data.payables}
              empty="Appears when you record bills and what you pay them."
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Figure({ label, amount, note }: { label: string; amount: number; note: string }) {
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Text fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <MoneyText amount={amount} fz={{ base: 'md', sm: 'xl' }} fw={700} />
      <Text fz="xs" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}

function CashAccounts({ data }: { data: Dashboard }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="cash-title">
      <Title order={2} fz="md" id="cash-title" mb="sm">
        Cash and bank accounts
      </Title>
      <Stack gap="sm">
        {data.cash.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No money recorded in a cash or bank account yet.
          </Text>
        ) : null}
        {data.cash.map((account) => (
          <Group key={account._id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Anchor component={Link} to={postingsPath(account._id, { to: data.to })} fz="sm" fw={500} c="inherit">
                {account.account_name}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {account.lastReconciled
                  ? `Reconciled to ${formatShortDay(account.lastReconciled)}`
                  : 'Not reconciled yet'}
              </Text>
            </div>
            <MoneyText amount={account.balance} fz="sm" fw={600} />
          </Group>
        ))}
        <Anchor component={Link} to="/accounting/reconcile" fz="sm" fw={600}>
          Reconcile an account
        </Anchor>
      </Stack>
    </Card>
  );
}

const kindWords: Record<string, string> = {
  invoice: 'Invoice',
  bill: 'Bill',
  expense: 'Expense',
  'purchase-order': 'Purchase order',
};

function AwaitingApproval({ data }: { data: Dashboard }) {
  const { count, journals, documents } = data.awaitingApproval;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="approval-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md" id="approval-title">
          Waiting for approval
        </Title>
        <Badge variant="light" color={count > 0 ? 'orange' : 'gray'} radius="sm" tt="none">
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text c="dimmed" fz="sm">
          Nothing is waiting for approval.
        </Text>
      ) : (
        <Stack gap="xs">
          {documents.map((document) => (
            <Group key={document._id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={document.path} fz="sm" fw={600}>
                {document.number}
              </Anchor>
              <Text fz="sm" c="dimmed" truncate>
                {kindWords[document.kind] ?? document.kind} · {formatMoney(document.total)}
              </Text>
            </Group>
          ))}
          {journals.map((journal) => (
            <Group key={journal._id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/accounting/journal/${journal._id}`} fz="sm" fw={600}>
                {journal.number}
              </Anchor>
              <Text fz="sm" c="dimmed" truncate>
                {journal.reference}
              </Text>
            </Group>
          ))}
          {journals.length > 0 ? (
            <Anchor component={Link} to="/accounting/journal?status=draft" fz="sm" fw={600}>
              See all journals waiting
            </Anchor>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

function OwedCard({ title, amount, empty }: { title: string; amount: number; empty: string }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} flex={1}>
      <Text fz="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      {amount === 0 ? (
        <Text fz="sm" c="dimmed" mt={4}>
          {empty}
        </Text>
      ) : (
        <MoneyText amount={amount} fz="xl" fw={700} />
      )}
    </Card>
  );
}
