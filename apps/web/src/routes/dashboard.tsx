import {
  Anchor,
  Card,
  Grid,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { datePresets, isDatePreset, presetRange, todayInLagos } from '@owo/core';
import {
  type Icon,
  IconArrowRight,
  IconBook2,
  IconBuildingBank,
  IconCircleCheckFilled,
  IconFileImport,
  IconNotebook,
  IconScale,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../api/auth.ts';
import { dashboardQuery, useDashboard } from '../api/dashboard.ts';
import { fillFromEarlyCalls, permissionsOf } from '../api/first-load.ts';
import { type GettingStartedFact, gettingStartedQuery, useGettingStarted } from '../api/getting-started.ts';
import { type LinkablePage, pathOf } from '../areas.ts';
import { DashboardFigures } from '../components/dashboard/DashboardFigures.tsx';
import { PlanSummary } from '../components/PlanSummary.tsx';
import { formatDate } from '../lib/format.ts';
import { useListParams } from '../lib/list-params.ts';
import { usePermissions } from '../session/permissions.ts';
import { readSession, useActiveCompanyId, useStoredUser } from '../session/storage.ts';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: 'Dashboard | Owo' }];
}

/** The figures' dates for the chosen period (the whole history when none is chosen). */
function periodRange(period: string) {
  return isDatePreset(period) ? presetRange(period, todayInLagos()) : {};
}

/** On the first load, the checklist and (for who may read reports) the figures come with the page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await fillFromEarlyCalls(async (client) => {
    const companyId = readSession().activeCompanyId;
    const period = new URL(request.url).searchParams.get('period') ?? '';
    const mayReadReports = (await permissionsOf(client, companyId)).includes('reports.view');
    await Promise.all([
      client.prefetchQuery(gettingStartedQuery(companyId)),
      mayReadReports ? client.prefetchQuery(dashboardQuery(periodRange(period))) : undefined,
    ]);
  });
  return null;
}

interface Step {
  icon: Icon;
  title: string;
  text: string;
  page: LinkablePage;
  /** The fact from the company's books that ticks the step. */
  doneWhen: GettingStartedFact;
}

/**
 * The first steps, each on a page that exists (areas.ts) and ticked by what the books show. Later
 * issues add theirs (first customer, first invoice, taxes, team) as their pages land.
 */
const steps: Step[] = [
  {
    icon: IconBuildingBank,
    title: 'Add your bank account',
    text: 'Your business current account, with its opening balance.',
    page: 'bank',
    doneWhen: 'bankAccount',
  },
  {
    icon: IconBook2,
    title: 'Enter your opening balances',
    text: 'What the business owned and owed on the day you start with Owo.',
    page: 'chartOfAccounts',
    doneWhen: 'openingBalances',
  },
  {
    icon: IconFileImport,
    title: 'Import a bank statement',
    text: 'A CSV, Excel or OFX file from your bank’s internet banking.',
    page: 'bank',
    doneWhen: 'statementImported',
  },
  {
    icon: IconScale,
    title: 'Reconcile your bank account',
    text: 'Tick off the statement against your books until they agree.',
    page: 'reconcile',
    doneWhen: 'reconciled',
  },
  {
    icon: IconNotebook,
    title: 'Write your first journal',
    text: 'Adjustments, accruals and corrections, with approval.',
    page: 'newJournal',
    doneWhen: 'journalWritten',
  },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

function GettingStartedList() {
  const facts = useGettingStarted();
  const done = steps.filter((step) => facts.data?.data[step.doneWhen]).length;
  return (
    <>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          Getting started
        </Title>
        {facts.data ? (
          <Text fz="sm" c="dimmed">
            {done} of {steps.length} done
          </Text>
        ) : null}
      </Group>
      <Text c="dimmed" fz="sm" mb="xs">
        A few steps to get your books running.
      </Text>
      <Progress value={(done / steps.length) * 100} size="sm" mb="md" aria-label="Getting started progress" />
      <Stack gap={4}>
        {steps.map((step) => (
          <StepLink key={step.doneWhen} step={step} done={Boolean(facts.data?.data[step.doneWhen])} />
        ))}
      </Stack>
    </>
  );
}

function StepLink({ step, done }: { step: Step; done: boolean }) {
  const Icon = step.icon;
  return (
    <UnstyledButton component={Link} to={pathOf(step.page)} className="owo-step" p="sm">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color={done ? 'teal' : undefined} size={40} radius="md" aria-hidden="true">
          {done ? <IconCircleCheckFilled size={22} /> : <Icon size={20} />}
        </ThemeIcon>
        <Stack gap={0} flex={1} miw={0}>
          <Text fw={600} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
            {step.title}
          </Text>
          <Text fz="sm" c="dimmed">
            {done ? 'Done' : step.text}
          </Text>
        </Stack>
        <IconArrowRight size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}

const periodOptions = datePresets.filter((preset) => preset.value !== 'this-month');

export default function Dashboard() {
  const user = useStoredUser();
  const me = useMe(useActiveCompanyId());
  const list = useListParams();
  const period = list.get('period');
  const range = periodRange(period);
  const { permissions, loading: permissionsLoading } = usePermissions();
  const mayReadReports = permissions.includes('reports.view');
  const figures = useDashboard(range, mayReadReports);
  const facts = useGettingStarted();
  const allDone = facts.data ? steps.every((step) => facts.data.data[step.doneWhen]) : false;
  const now = new Date();

  return (
    <Stack gap="xl" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text c="dimmed" fz="sm" fw={500}>
            {formatDate(now)}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {greeting(now.getHours())}, {user?.firstName ?? 'there'}
          </Title>
          <Text c="dimmed">Here is where {user?.companyName ?? 'your business'} stands.</Text>
        </div>
        {mayReadReports || permissionsLoading ? (
          // Its place is kept (hidden) until the permissions are known, so the page below does not jump.
          <Select
            style={permissionsLoading ? { visibility: 'hidden' } : undefined}
            label="Period"
            data={[{ value: 'this-month', label: 'This Month' }, ...periodOptions]}
            value={isDatePreset(period) ? period : 'this-month'}
            allowDeselect={false}
            onChange={(value) => list.update({ period: value === 'this-month' ? null : value })}
            w={{ base: '100%', xs: 200 }}
          />
        ) : null}
      </Group>
      {allDone ? null : (
        <Card p={{ base: 'md', sm: 'xl' }}>
          <GettingStartedList />
        </Card>
      )}
      {mayReadReports ? (
        <DashboardFigures data={figures.data?.data} failed={figures.isError} retry={() => void figures.refetch()} />
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card p="xl" h="100%">
            <Text fz="sm" c="dimmed" fw={500} mb="xs">
              Your plan
            </Text>
            <PlanSummary subscription={me.data?.data.subscription} loading={me.isPending} />
            <Anchor component={Link} to="/settings/subscription" fz="sm" fw={600} mt="md" display="block">
              Manage subscription
            </Anchor>
          </Card>
        </Grid.Col>
        {allDone ? (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card p="xl" h="100%">
              <Text fz="sm" c="dimmed" fw={500} mb="xs">
                Getting started
              </Text>
              <Text>Every first step is done: your books are running.</Text>
            </Card>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
