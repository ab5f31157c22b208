import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCompany } from '../../api/companies.ts';
import { useActiveCompanyId } from '../../session/storage.ts';
import { BackLink } from '../BackLink.tsx';
import { PageHeader } from '../PageHeader.tsx';
import classes from './StatementPage.module.css';

interface StatementPageProps {
  title: string;
  description: string;
  /** The filter bar. */
  filters: ReactNode;
  /** The period or date the figures are for, in words: '1 Jan 2026 - 31 Mar 2026'. */
  period: string | null;
  state: { isPending: boolean; isError: boolean; isFetching: boolean };
  /** Export buttons and the like, beside Print. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every financial statement shares: a way back to the index, the filters, and the
 * statement under the company's name, period and basis, as it prints.
 */
export function StatementPage({ title, description, filters, period, state, actions, children }: StatementPageProps) {
  const company = useCompany(useActiveCompanyId());
  return (
    <Stack maw={1200} gap="lg">
      <PageHeader
        back={<BackLink to="/reports/financial-statement" label="Financial statements" />}
        title={title}
        description={description}
        actions={
          <Group gap="sm" className={classes.noPrint}>
            {actions}
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        }
      />
      <Card className={classes.filters}>{filters}</Card>
      <Card component="section" aria-label={title} p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap={2} mb="md" ta="center">
          <Text fw={600}>{company.data?.data.name ?? ''}</Text>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {[period, 'Accrual basis'].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {state.isPending ? (
          <Center py="xl">
            <Loader aria-label={`Loading the ${title.toLowerCase()}`} />
          </Center>
        ) : state.isError ? (
          <Alert color="red" variant="light">
            The {title.toLowerCase()} could not be loaded. Please try again.
          </Alert>
        ) : (
          <div className={classes.figures} data-refreshing={state.isFetching || undefined}>
            {children}
          </div>
        )}
      </Card>
    </Stack>
  );
}
