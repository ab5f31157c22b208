import { Card, Group, Stack } from '@mantine/core';
import { useEveryAccountLedger, useGeneralLedger } from '../../../api/reports.ts';
import { AccountSelect } from '../../../components/accounting/AccountSelect.tsx';
import { EveryAccountLedger } from '../../../components/accounting/EveryAccountLedger.tsx';
import { LedgerPostings } from '../../../components/accounting/LedgerPostings.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { DateRangeFilter, useDateRange } from '../../../components/DateRangeFilter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ExportMenu } from '../../../components/reports/ExportMenu.tsx';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'General ledger | Owo' }];
}

const anyAccount = () => true;

/**
 * Every account's postings over a period, with running balances: the detail behind every
 * statement. It opens on every account, as an accountant expects; choosing one narrows it.
 */
export default function GeneralLedgerPage() {
  const list = useListParams();
  const range = useDateRange(list);
  const account = list.get('account');
  const ledger = useGeneralLedger({ account, page: list.page, limit: list.limit, ...range });
  const everyAccount = useEveryAccountLedger({ page: list.page, limit: list.limit, ...range, enabled: !account });
  const chosen = ledger.data?.data.account;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/reports/financial-statement" label="Financial statements" />}
        title="General ledger"
        description="Every posting over a period, account by account, with running balances."
        actions={account ? <ExportMenu report="general-ledger" dates={{ from: range.from, to: range.to }} /> : null}
      />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <AccountSelect
            label="Account"
            placeholder="Every account"
            value={account || null}
            onChange={(next) => list.update({ account: next })}
            accountFilter={anyAccount}
            clearable
            w={{ base: '100%', xs: 280 }}
          />
          <DateRangeFilter list={list} />
        </Group>
      </Card>
      {account ? (
        <LedgerPostings
          accountName={chosen ? `${chosen.account_code} ${chosen.account_name}` : 'the account'}
          currency={null}
          ledger={ledger}
          list={list}
        />
      ) : (
        <EveryAccountLedger ledger={everyAccount} list={list} />
      )}
    </Stack>
  );
}
