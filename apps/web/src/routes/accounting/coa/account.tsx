import { Button, Card, Center, EmptyState, Group, Loader, Stack } from '@mantine/core';
import { IconPencil, IconZoomQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAccount } from '../../../api/accounts.ts';
import { ApiError } from '../../../api/client.ts';
import { useGeneralLedger } from '../../../api/reports.ts';
import { AccountSummary } from '../../../components/accounting/AccountSummary.tsx';
import { openAccountDialog } from '../../../components/accounting/account-dialogs.tsx';
import { LedgerPostings } from '../../../components/accounting/LedgerPostings.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { DateRangeFilter, useDateRange } from '../../../components/DateRangeFilter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Account | Owo' }];
}

const back = <BackLink to="/accounting/coa" label="Chart of accounts" />;

/** One account: its details, and its postings with a running balance (the general ledger). */
export default function AccountPage() {
  const id = useParams().id ?? '';
  const list = useListParams();
  const range = useDateRange(list);
  const account = useAccount(id);
  const ledger = useGeneralLedger({ account: id, page: list.page, limit: list.limit, ...range });

  if (account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading account" />
      </Center>
    );
  }
  if (!account.data) {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return (
      <Stack maw={1200} gap="lg">
        {back}
        <Card p="xl">
          <EmptyState
            variant="light"
            icon={<IconZoomQuestion size={28} />}
            title={missing ? 'This account does not exist' : 'The account could not be loaded'}
            description={missing ? 'It may have been merged into another account or deleted.' : 'Please try again.'}
          >
            <EmptyState.Actions>
              <Button component={Link} to="/accounting/coa">
                Back to the chart of accounts
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      </Stack>
    );
  }

  const current = account.data.data;
  const _data = ledger.data?.data;
  const period =
    range.from || range.to
      ? `${range.from ? formatDay(range.from) : 'the start'} to ${range.to ? formatDay(range.to) : 'today'}`
      : 'all dates';
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={back}
        title={current.account_name}
        description={`Postings for ${period}`}
        actions={
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => openAccountDialog(current)}>
            Edit account
          </Button>
        }
      />
      <AccountSummary account={current} />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <DateRangeFilter list={list} />
        </Group>
      </Card>
      <LedgerPostings accountName={current.account_name} currency={current.currency} ledger={ledger} list={list} />
    </Stack>
  );
}
