import { Button } from '@mantine/core';
import { formatMoney, toKobo } from '@owo/core';
import { Link } from 'react-router';
import type { Envelope } from '../../api/client.ts';
import type { GeneralLedger } from '../../api/reports.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { DataTable } from '../DataTable.tsx';
import { BalanceRow, ledgerColumns } from './ledger-columns.tsx';

interface LedgerPostingsProps {
  accountName: string;
  currency: string | null;
  ledger: { data?: Envelope<GeneralLedger> | undefined; isPending: boolean; isFetching: boolean };
  list: ListParams;
}

/**
 * One account's postings with the balance brought forward, a running balance and the closing
 * balance, a page at a time: on the account's page and in the general ledger report.
 */
export function LedgerPostings({ accountName, currency, ledger, list }: LedgerPostingsProps) {
  const data = ledger.data?.data;
  return (
    <DataTable
      label={`Postings to ${accountName}`}
      columns={ledgerColumns}
      rows={data?.lines}
      rowKey={(line) => `${line.entry._id}-${line.date}-${line.debit}-${line.credit}-${line.balance}`}
      loading={ledger.isPending}
      fetching={ledger.isFetching}
      pageInfo={ledger.data?.pageInfo}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setLimit}
      minWidth={760}
      leadingRows={(columns) =>
        data ? <BalanceRow label="Balance brought forward" balance={data.pageOpeningBalance} columns={columns} /> : null
      }
      footer={(columns) =>
        data ? <BalanceRow label="Closing balance" balance={data.closingBalance} columns={columns} /> : null
      }
      empty={{
        title: 'No postings in this period',
        message:
          data && data.openingBalance !== 0
            ? `The balance stays at ${formatMoney(toKobo(data.openingBalance), currency ?? 'NGN')} through this period.`
            : 'Approved journals and documents that use this account show here.',
        action: (
          <Button component={Link} to="/accounting/journal/new-journal" variant="default">
            Write a journal
          </Button>
        ),
      }}
    />
  );
}
