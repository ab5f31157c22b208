import { Anchor, Table, Text } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { Link } from 'react-router';
import { useTrialBalance } from '../../../api/reports.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { ExportMenu } from '../../../components/reports/ExportMenu.tsx';
import { AsOfField } from '../../../components/reports/StatementFilterBar.tsx';
import { StatementPage } from '../../../components/reports/StatementPage.tsx';
import { postingsPath } from '../../../components/reports/statement-filters.ts';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Trial balance | Owo' }];
}

/** Every account with a balance on a date, on its debit or credit side; the two sides agree. */
export default function TrialBalancePage() {
  const list = useListParams();
  const asOf = list.get('asOf') || todayInLagos();
  const report = useTrialBalance(asOf);
  const data = report.data?.data;
  return (
    <StatementPage
      title="Trial balance"
      description="Every account's balance on a date, debits beside credits: the two totals always agree."
      filters={<AsOfField list={list} />}
      period={data ? `As of ${formatDay(data.asOf)}` : null}
      state={report}
      actions={<ExportMenu report="trial-balance" dates={{ asOf }} />}
    >
      {data ? (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Trial balance" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Debit (₦)</Table.Th>
                <Table.Th ta="right">Credit (₦)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.accounts.map((account) => (
                <Table.Tr key={account._id}>
                  <Table.Td>
                    <Anchor component={Link} to={postingsPath(account._id, { to: data.asOf })} fz="sm">
                      {account.account_code} {account.account_name}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      {account.account_type}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{account.debit ? <MoneyText amount={account.debit} fz="sm" /> : null}</Table.Td>
                  <Table.Td ta="right">
                    {account.credit ? <MoneyText amount={account.credit} fz="sm" /> : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">
                  <MoneyText amount={data.totalDebit} fw={700} />
                </Table.Th>
                <Table.Th ta="right">
                  <MoneyText amount={data.totalCredit} fw={700} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {data && data.accounts.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Nothing is posted up to this date yet.
        </Text>
      ) : null}
    </StatementPage>
  );
}
