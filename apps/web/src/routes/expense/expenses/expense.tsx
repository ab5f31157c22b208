import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { expenseMessages } from '@owo/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type Expense, useApproveExpense, useDeleteExpense, useExpense } from '../../../api/expenses.ts';
import { AttachmentsPanel } from '../../../components/attachments/AttachmentsPanel.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { ExpenseStatusBadge } from '../../../components/expenses/ExpenseStatusBadge.tsx';
import { editExpensePath, expensesBack, expensesPath } from '../../../components/expenses/expense-paths.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RecordLoader } from '../../../components/RecordPage.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatDate, formatDay } from '../../../lib/format.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Expense | Owo' }];
}

/** One expense: who was paid, from which bank, its lines and totals, the entry it posted and its receipts. */
export default function ExpenseDetails() {
  const { id = '' } = useParams();
  const expense = useExpense(id);
  return (
    <RecordLoader query={expense} noun="expense" back={expensesBack}>
      {(loaded) => <ExpenseDetailsPage expense={loaded} />}
    </RecordLoader>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ExpenseDetailsPage({ expense }: { expense: Expense }) {
  const navigate = useNavigate();
  const approve = useApproveExpense();
  const remove = useDeleteExpense();
  const mayEdit = useMay('expenses.edit');
  const mayDelete = useMay('expenses.delete');
  const mayApprove = useMay('expenses.approve');
  const mayAttach = useMay('expenses.create');
  const currency = expense.currency.name;
  const open = expense.status !== 'void';

  const confirmDelete = () =>
    openConfirmDialog({
      title: 'Delete expense',
      message: expenseMessages.deleteExpenses,
      danger: true,
      onConfirm: async () => {
        const response = await remove.mutateAsync(expense._id);
        toast({ type: 'success', msg: response.message });
        void navigate(expensesPath);
      },
    });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={
          <Group gap="sm">
            <span>Expense {expense.number}</span>
            <ExpenseStatusBadge status={expense.status} />
          </Group>
        }
        back={<BackLink to={expensesBack.path} label={expensesBack.label} />}
        actions={
          <>
            {open && mayApprove && expense.status === 'awaiting-approval' ? (
              <Button
                leftSection={<IconCheck size={16} />}
                loading={approve.isPending}
                onClick={async () => toast({ type: 'success', msg: (await approve.mutateAsync(expense._id)).message })}
              >
                Approve
              </Button>
            ) : null}
            {open && mayEdit ? (
              <Button
                component={Link}
                to={editExpensePath(expense._id)}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
            ) : null}
            {open && mayDelete ? (
              <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          <Fact label="Payee">{expense.vendor.companyName}</Fact>
          <Fact label="Date">{formatDay(expense.date)}</Fact>
          <Fact label="Reference no">{expense.referenceNo}</Fact>
          <Fact label="Store">{expense.branch.name}</Fact>
          <Fact label="Bank">{expense.bank.name}</Fact>
          <Fact label="Payment method">{expense.paymentMethod.name}</Fact>
          <Fact label="Total">
            <MoneyText amount={expense.total} currency={currency} fw={700} />
          </Fact>
          {expense.note ? <Fact label="Note">{expense.note}</Fact> : null}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          Lines
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Expense lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Expense category</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Tax</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {expense.items.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a saved expense's lines, read-only, in their stored order
                <Table.Tr key={`${line.chartofAccount._id}-${index}`}>
                  <Table.Td>{line.chartofAccount.name}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>{line.tax.map((tax) => tax.name).join(', ') || 'NIL'}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={line.total} currency={currency} fz="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Table w={{ base: '100%', xs: 320 }} ml="auto" aria-label="Expense totals" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Subtotal</Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={expense.subtotal} currency={currency} fz="sm" />
              </Table.Td>
            </Table.Tr>
            {expense.taxes.map((tax) => (
              <Table.Tr key={tax.id}>
                <Table.Td>{tax.name}</Table.Td>
                <Table.Td ta="right">
                  <MoneyText amount={tax.amount} currency={currency} fz="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right">
                <MoneyText amount={expense.total} currency={currency} fz="sm" fw={700} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      <JournalEntry expense={expense} />
      <AttachmentsPanel ownerKind="expense" ownerId={expense._id} readOnly={!open || !mayAttach} />
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          History
        </Title>
        <Stack gap={4}>
          {expense.history.map((event) => (
            <Text key={`${event.event}-${event.at}`} fz="sm">
              {formatDate(event.at)} · {event.event}
              {event.user ? ` by ${event.user}` : ''}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function JournalEntry({ expense }: { expense: Expense }) {
  const { journal } = expense;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Journal entry{journal.number ? ` ${journal.number}` : ''}
      </Title>
      {journal.lines.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {expense.status === 'awaiting-approval'
            ? 'Nothing is posted until the expense is approved.'
            : 'Nothing is posted: the expense was deleted and its entry reversed.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Journal entry">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {journal.lines.map((line) => (
                <Table.Tr key={`${line.account._id}-${line.debit}-${line.credit}`}>
                  <Table.Td>
                    {line.account.code} {line.account.name}
                  </Table.Td>
                  <Table.Td ta="right">{line.debit ? <MoneyText amount={line.debit} fz="sm" /> : null}</Table.Td>
                  <Table.Td ta="right">{line.credit ? <MoneyText amount={line.credit} fz="sm" /> : null}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
