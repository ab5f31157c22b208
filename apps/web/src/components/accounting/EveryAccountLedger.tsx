import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Envelope } from '../../api/client.ts';
import type { EveryAccountLedger as EveryAccountLedgerData, LedgerSection } from '../../api/reports.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { DataTable } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { TablePagination } from '../TablePagination.tsx';
import { BalanceRow, ledgerColumns } from './ledger-columns.tsx';

interface EveryAccountLedgerProps {
  ledger: { data?: Envelope<EveryAccountLedgerData> | undefined; isPending: boolean; isFetching: boolean };
  list: ListParams;
}

/** A figure under an account's name: "Opening ₦500,000.00". */
function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <Text fz="sm" c="dimmed" component="span">
      {label} <MoneyText amount={amount} fz="sm" fw={600} c="var(--mantine-color-text)" />
    </Text>
  );
}

/** One account's part of the page: its name and figures for the period, then its lines. */
function AccountSection({ section, fetching }: { section: LedgerSection; fetching: boolean }) {
  const { account } = section;
  const name = `${account.account_code} ${account.account_name}`;
  const last = section.lines.at(-1);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={3} fz="md">
          {name}
          {section.continuedFromPreviousPage ? (
            <Text span fz="sm" c="dimmed" fw={400}>
              {' '}
              (continued)
            </Text>
          ) : null}
        </Title>
        <Group gap="md" wrap="wrap">
          <Figure label="Opening" amount={section.openingBalance} />
          <Figure label="Closing" amount={section.closingBalance} />
        </Group>
      </Group>
      {section.lines.length === 0 ? (
        <Card p="sm">
          <Text fz="sm" c="dimmed">
            No postings in this period: the balance stays at{' '}
            <MoneyText amount={section.closingBalance} fz="sm" fw={600} />.
          </Text>
        </Card>
      ) : (
        <DataTable
          label={`Postings to ${name}`}
          columns={ledgerColumns}
          rows={section.lines}
          rowKey={(line) => `${line.entry._id}-${line.date}-${line.debit}-${line.credit}-${line.balance}`}
          loading={false}
          fetching={fetching}
          minWidth={760}
          leadingRows={(columns) => (
            <BalanceRow
              label={section.continuedFromPreviousPage ? 'Balance brought forward' : 'Opening balance'}
              balance={section.pageOpeningBalance}
              columns={columns}
            />
          )}
          footer={(columns) =>
            section.continuesOnNextPage ? (
              <BalanceRow label="Carried to the next page" balance={last?.balance ?? 0} columns={columns} />
            ) : (
              <BalanceRow label="Closing balance" balance={section.closingBalance} columns={columns} />
            )
          }
          empty={{ title: 'No postings in this period', message: '' }}
        />
      )}
    </Stack>
  );
}

/**
 * The general ledger of every account with a balance or postings in the period, a page of rows at
 * a time: each account under its name with its opening and closing balance, in code order.
 */
export function EveryAccountLedger({ ledger, list }: EveryAccountLedgerProps) {
  const data = ledger.data?.data;
  const pageInfo = ledger.data?.pageInfo;
  if (ledger.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={20} width={220} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (!data || data.accounts.length === 0) {
    return (
      <Card p="xl">
        <Text c="dimmed" ta="center">
          No account has a balance or postings in this period.
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {data.accounts.map((section) => (
        <AccountSection key={section.account._id} section={section} fetching={ledger.isFetching} />
      ))}
      {pageInfo ? (
        <Card p={0}>
          <TablePagination
            pageInfo={pageInfo}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setLimit}
            disabled={ledger.isFetching}
          />
        </Card>
      ) : null}
    </Stack>
  );
}
