import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '../../api/dashboard.ts';
import { formatDay } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';
import { MoneyText } from '../MoneyText.tsx';

/**
 * The tax calendar's tasks: PAYE, pension and NHF deducted by payroll and not remitted yet (issue
 * 28), VAT and WHT returns to file or pay (issue 29), soonest first; an overdue one is marked.
 * Shown only when there is something to do; the whole calendar is on /tax.
 */
export function TaxCalendar({ tasks }: { tasks: Dashboard['tasks'] }) {
  const mayOpen = useMay('tax.view');
  if (tasks.length === 0) return null;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tax-calendar-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md" id="tax-calendar-title">
          Tax calendar
        </Title>
        {mayOpen ? (
          <Anchor component={Link} to="/tax" fz="sm">
            See all
          </Anchor>
        ) : null}
      </Group>
      <Stack gap="xs">
        {tasks.map((task) => (
          <Group key={`${task.kind}-${task.path}`} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Anchor component={Link} to={task.path} fz="sm" fw={600}>
                {task.title}
              </Anchor>
              <Text fz="xs" c={task.overdue ? 'red.8' : 'dimmed'}>
                {task.overdue ? 'Overdue: was due' : 'Due'} {formatDay(task.dueDate)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {task.overdue ? (
                <Badge color="red" variant="light" radius="sm" tt="none">
                  Overdue
                </Badge>
              ) : null}
              <MoneyText amount={task.amount} fz="sm" fw={600} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
