import { Alert, Anchor, Button, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type Bill, useApproveBill, useBill, useVoidBill } from '../../api/bills.ts';
import { formatShortDay } from '../../lib/format.ts';
import { useMay } from '../../session/permissions.ts';
import { BackLink } from '../BackLink.tsx';
import { openConfirmDialog } from '../dialogs.ts';
import { MoneyText } from '../MoneyText.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { SalesStatusBadge } from '../sales/SalesStatusBadge.tsx';
import { toast } from '../toast.tsx';
import { billsPath, editBillPath, vendorPaymentPath } from './bill-paths.ts';

/*
 * A bill's page: its status, vendor and dates, lines, totals with each tax, the withholding tax to
 * deduct when it is paid, its payments (each opens its edit page) and journal entry, and Approve, Edit and Void for those
 * whose role allows them.
 */

const kobo = (naira: number) => Math.round(naira * 100);

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {children}
      </Text>
    </Group>
  );
}

export function BillDetailsPage() {
  const id = useParams().id ?? '';
  const query = useBill(id);
  const bill = query.data?.data;
  if (query.isError) return <Alert color="red">This bill could not be found.</Alert>;
  if (!bill) return null;
  return <BillDetails bill={bill} />;
}

function BillActions({ bill }: { bill: Bill }) {
  const approve = useApproveBill();
  const voidBill = useVoidBill();
  const may = { approve: useMay('expenses.approve'), edit: useMay('expenses.edit'), remove: useMay('expenses.delete') };
  const waiting = bill.status === 'draft' || bill.status === 'awaiting-approval';
  const mayPay = useMay('expenses.create') && (bill.status === 'unpaid' || bill.status === 'partly-paid');
  return (
    <Group gap="sm">
      {mayPay ? (
        <Button component={Link} to={`/expense/vendors/make-payment?vendor=${bill.vendor._id}&bill=${bill._id}`}>
          Record payment
        </Button>
      ) : null}
      {may.approve && waiting ? (
        <Button
          loading={approve.isPending}
          onClick={async () => {
            const response = await approve.mutateAsync(bill._id);
            toast({ type: 'success', msg: response.message });
          }}
        >
          Approve
        </Button>
      ) : null}
      {may.edit && bill.status !== 'void' ? (
        <Button variant="default" component={Link} to={editBillPath(bill._id)}>
          Edit
        </Button>
      ) : null}
      {may.remove && bill.status !== 'void' && bill.amountPaid === 0 ? (
        <Button
          variant="default"
          color="red"
          onClick={() =>
            openConfirmDialog({
              title: 'Void bill',
              message: `Void bill ${bill.number}? Its entry is reversed and its goods go back out of stock.`,
              danger: true,
              onConfirm: () => voidBill.mutateAsync(bill._id),
            })
          }
        >
          Void
        </Button>
      ) : null}
    </Group>
  );
}

function BillDetails({ bill }: { bill: Bill }) {
  const money = (naira: number) => <MoneyText kobo={kobo(naira)} currency={bill.currency.name} />;
  // A payment is in the books: changing it needs the approve permission too.
  const mayEdit = useMay('expenses.edit');
  const mayApprove = useMay('expenses.approve');
  return (
    <Stack gap="lg">
      <PageHeader
        back={<BackLink to={billsPath} label="Bills" />}
        title={
          <Group gap="sm" component="span">
            {`Bill ${bill.number}`}
            <SalesStatusBadge status={bill.status} />
          </Group>
        }
        description={`${bill.vendor.name} · their bill ${bill.billNo}`}
        actions={<BillActions bill={bill} />}
      />
      <Card p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Row label="Issue date">{bill.issueDate}</Row>
          <Row label="Due date">{bill.dueDate}</Row>
          <Row label="Branch">{bill.branch.name}</Row>
          <Row label="TIN">{bill.tin || 'None given'}</Row>
          <Row label="Currency">{bill.currency.name}</Row>
          <Row label="Amount due">{money(bill.amountDue)}</Row>
          {bill.employee ? <Row label="Employee">{bill.employee.name}</Row> : null}
        </SimpleGrid>
        {bill.address ? (
          <Text fz="sm" c="dimmed" mt="sm">
            {bill.address}
          </Text>
        ) : null}
      </Card>
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Items">
        <Title order={2} fz="lg" mb="sm">
          Items
        </Title>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th>Tax</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.items.map((line) => (
                <Table.Tr
                  key={`${line.chartofAccount._id}/${line.product?._id ?? ''}/${line.description}/${line.quantity}/${line.price}`}
                >
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {line.product?.name ?? line.chartofAccount.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {line.description}
                      {line.product ? ` · ${line.chartofAccount.name}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.price)}</Table.Td>
                  <Table.Td>
                    <Text fz="xs">
                      {[
                        ...line.tax.map((tax) => tax.name),
                        ...(line.withholding ? [`${line.withholding.name} ${line.withholding.rate}%`] : []),
                      ].join(', ') || '-'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={6} mt="md" maw={360} ml="auto" aria-label="Totals" role="group">
          <Row label="Subtotal">{money(bill.subtotal)}</Row>
          {bill.discountTotal > 0 ? <Row label="Discount">({money(bill.discountTotal)})</Row> : null}
          {bill.taxes.map((tax) => (
            <Row key={tax.id} label={tax.name}>
              {money(tax.amount)}
            </Row>
          ))}
          <Divider my={4} />
          <Row label="Total" strong>
            {money(bill.total)}
          </Row>
          {bill.currency.name !== 'NGN' ? (
            <Row label="Total in NGN">
              <MoneyText kobo={kobo(bill.homeTotal)} />
            </Row>
          ) : null}
          {bill.withholdingTotal > 0 ? (
            <Row label="WHT to deduct on payment">
              <MoneyText kobo={kobo(bill.withholdingTotal)} />
            </Row>
          ) : null}
        </Stack>
        {bill.note ? (
          <Text fz="sm" mt="md">
            {bill.note}
          </Text>
        ) : null}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Payments">
          <Title order={2} fz="lg" mb="sm">
            Payments
          </Title>
          {bill.payments.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No payments yet.
            </Text>
          ) : (
            bill.payments.map((payment) => (
              <Row
                key={payment._id}
                label={
                  <>
                    {mayEdit && mayApprove ? (
                      <Anchor component={Link} to={vendorPaymentPath(payment._id)} fz="sm">
                        {payment.number}
                      </Anchor>
                    ) : (
                      payment.number
                    )}
                    {` · ${formatShortDay(payment.date)}`}
                  </>
                }
              >
                {money(payment.amount)}
              </Row>
            ))
          )}
        </Card>
        <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Journal entry">
          <Title order={2} fz="lg" mb="sm">
            Journal entry
          </Title>
          {bill.journal ? (
            <Table verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {bill.journal.lines.map((line) => (
                  <Table.Tr key={`${line.account}/${line.debit}/${line.credit}`}>
                    <Table.Td>{line.account}</Table.Td>
                    <Table.Td ta="right">{line.debit ? <MoneyText kobo={kobo(line.debit)} /> : ''}</Table.Td>
                    <Table.Td ta="right">{line.credit ? <MoneyText kobo={kobo(line.credit)} /> : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text fz="sm" c="dimmed">
              Nothing is posted until the bill is approved.
            </Text>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
