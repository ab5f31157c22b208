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
  IconCash,
  IconCircleCheckFilled,
  IconFileImport,
  IconFileInvoice,
  IconNotebook,
  IconScale,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../api/auth.ts';
import { dashboardQuery, useDashboard } from '../api/dashboard.ts';
import { fillFromEarlyCalls, permissionsOf } from '../api/first-load.ts';
import { type GettingStartedStep, gettingStartedQuery, useGettingStarted } from '../api/getting-started.ts';
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

/**
 * Each step's icon and page, by the key the server gives it. The server decides which steps the
 * member sees (those their role may do, each needing the permission of the page it opens here:
 * apps/server/src/modules/getting-started/getting-started.steps.ts) and when each is done; a
 * module that adds a step there adds its icon and page here.
 */
const stepPages: Record<string, { icon: Icon; page: LinkablePage }> = {
  bankAccount: { icon: IconBuildingBank, page: 'bank' },
  openingBalances: { icon: IconBook2, page: 'chartOfAccounts' },
  firstInvoice: { icon: IconFileInvoice, page: 'newInvoice' },
  firstPayment: { icon: IconCash, page: 'receivePayment' },
  statementImported: { icon: IconFileImport, page: 'bank' },
  reconciled: { icon: IconScale, page: 'reconcile' },
  journalWritten: { icon: IconNotebook, page: 'newJournal' },
};

type Step = GettingStartedStep & { icon: Icon; page: LinkablePage };

/** The member's steps this app has a page for (a newer server's step waits for its page here). */
function useSteps(): Step[] | undefined {
  const facts = useGettingStarted();
  return facts.data?.data.steps.flatMap((step) => {
    const link = stepPages[step.key];
    return link ? [{ ...step, ...link }] : [];
  });
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

function GettingStartedList({ steps }: { steps: Step[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          Getting started
        </Title>
        <Text fz="sm" c="dimmed">
          {done} of {steps.length} done
        </Text>
      </Group>
      <Text c="dimmed" fz="sm" mb="xs">
        A few steps to get your books running.
      </Text>
      <Progress value={(done / steps.length) * 100} size="sm" mb="md" aria-label="Getting started progress" />
      <Stack gap={4}>
        {steps.map((step) => (
          <StepLink key={step.key} step={step} />
        ))}
      </Stack>
    </>
  );
}

function StepLink({ step }: { step: Step }) {
  const { icon: Icon, done } = step;
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
  const steps = useSteps();
  // A member whose role allows none of the steps sees neither the list nor 'every step is done'.
  const hasSteps = steps !== undefined && steps.length > 0;
  const allDone = hasSteps && steps.every((step) => step.done);
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
      {hasSteps && !allDone ? (
        <Card p={{ base: 'md', sm: 'xl' }}>
          <GettingStartedList steps={steps} />
        </Card>
      ) : null}
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
