import { Anchor, Table, Text } from '@mantine/core';
import { type AccountType, accountTypes, isDebitNormal, todayInLagos } from '@owo/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { type TrialBalance, useTrialBalance } from '../../../api/reports.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { AsOfField } from '../../../components/reports/StatementFilterBar.tsx';
import { StatementPage } from '../../../components/reports/StatementPage.tsx';
import { postingsPath } from '../../../components/reports/statement-filters.ts';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Account balances | Owo' }];
}

type Line = TrialBalance['accounts'][number];

/** An account's balance the way its type reads it: assets and expenses as debits, the rest as credits. */
const balanceOf = (line: Line) =>
  isDebitNormal(line.account_type) ? line.debit - line.credit : line.credit - line.debit;

const typeNames: Record<AccountType, string> = {
  Asset: 'Assets',
  Liability: 'Liabilities',
  Equity: 'Equity',
  Income: 'Income',
  Expense: 'Expenses',
};

/** Every account's balance on a date, by type, each in its normal direction: the chart's figures. */
export default function AccountBalancesPage() {
  const list = useListParams();
  const asOf = list.get('asOf') || todayInLagos();
  const report = useTrialBalance(asOf);
  const data = report.data?.data;
  return (
    <StatementPage
      title="Account balances"
      description="Every account's balance on a date, grouped by type, each shown the way its type reads."
      filters={<AsOfField list={list} />}
      period={data ? `As of ${formatDay(data.asOf)}` : null}
      state={report}
    >
      {data ? (
        <Table aria-label="Account balances" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Balance (₦)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accountTypes.map((type) => {
              const lines = data.accounts.filter((line) => line.account_type === type);
              if (lines.length === 0) return null;
              const total = lines.reduce((sum, line) => sum + balanceOf(line), 0);
              return (
                <Fragment key={type}>
                  <Table.Tr>
                    <Table.Td colSpan={2}>
                      <Text fw={600}>{typeNames[type]}</Text>
                    </Table.Td>
                  </Table.Tr>
                  {lines.map((line) => (
                    <Table.Tr key={line._id}>
                      <Table.Td pl="lg">
                        <Anchor component={Link} to={postingsPath(line._id, { to: data.asOf })} fz="sm" c="inherit">
                          {line.account_code} {line.account_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">
                        <MoneyText amount={balanceOf(line)} fz="sm" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td>
                      <Text fw={700} fz="sm">
                        Total {typeNames[type].toLowerCase()}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <MoneyText amount={Math.round(total * 100) / 100} fz="sm" fw={700} />
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
      {data && data.accounts.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Nothing is posted up to this date yet.
        </Text>
      ) : null}
    </StatementPage>
  );
}
