import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Dashboard } from '../../api/dashboard.ts';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';

/**
 * The tax calendar's tasks (issue 28): PAYE, pension and NHF deducted by payroll and not remitted
 * yet, soonest first; an overdue one is marked. Shown only when there is something to remit.
 */
export function TaxCalendar({ tasks }: { tasks: Dashboard['tasks'] }) {
  if (tasks.length === 0) return null;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tax-calendar-title">
      <Title order={2} fz="md" id="tax-calendar-title" mb="sm">
        Tax calendar
      </Title>
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
