import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { bulkExpensesSchema, type ExpenseInput, formatMoney, maxBulkExpenses, todayInLagos } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { type Payee, useBulkCreateExpenses, usePayeeOptions } from '../../../api/expenses.ts';
import { usePaymentMethods } from '../../../api/payment-methods.ts';
import { AccountSelect } from '../../../components/accounting/AccountSelect.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import { BranchSelect } from '../../../components/BranchSelect.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { openSuccessDialog } from '../../../components/dialogs.ts';
import { isExpenseCategory, taxLabel, useExpenseTaxes } from '../../../components/expenses/ExpenseLines.tsx';
import { expenseTotals } from '../../../components/expenses/expense-form.ts';
import { expensesBack, expensesPath } from '../../../components/expenses/expense-paths.ts';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SearchSelect } from '../../../components/sales/SearchSelect.tsx';
import { optionList } from '../../../lib/options.ts';

export function meta() {
  return [{ title: 'Bulk expenses | Owo' }];
}

/*
 * create-bulk-expense: many expenses typed into a grid, one per row, sharing a store, bank and
 * payment method, saved in one call, all or none. A refused row is named ("Expense 3: ...") and
 * its cells marked; nothing is saved until every row is right.
 */

interface Row {
  key: number;
  date: string;
  vendor: string;
  vendorName: string;
  referenceNo: string;
  chartofAccount: string;
  description: string;
  price: number | string;
  tax: string;
}

let nextKey = 1;
const blankRow = (): Row => ({
  key: nextKey++,
  date: todayInLagos(),
  vendor: '',
  vendorName: '',
  referenceNo: '',
  chartofAccount: '',
  description: '',
  price: '',
  tax: 'NIL',
});

const isBankAccount = (account: { isActive: boolean; isBank: boolean }) => account.isActive && account.isBank;

export default function CreateBulkExpense() {
  const navigate = useNavigate();
  const save = useBulkCreateExpenses();
  const { usable, rates } = useExpenseTaxes();
  const methods = optionList(usePaymentMethods(), (method) => ({ value: method._id, label: method.name }), {
    empty: 'No Payment Method added',
    choose: 'Choose a payment method',
  });
  const [shared, setShared] = useState({ branch: '', bank: '', paymentMethod: '' });
  const [rows, setRows] = useState<Row[]>(() => [blankRow(), blankRow(), blankRow()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const taxOptions = [
    { value: 'NIL', label: 'NIL' },
    ...usable.map((tax) => ({ value: tax._id, label: taxLabel(tax) })),
  ];
  const touched = rows.some((row) => row.vendor || row.price !== '' || row.referenceNo);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const filled = rows.filter((row) => row.vendor || row.price !== '' || row.chartofAccount || row.referenceNo);
  const bodyOf = (row: Row): ExpenseInput => ({
    ...shared,
    vendor: row.vendor,
    date: row.date,
    referenceNo: row.referenceNo,
    items: [
      {
        chartofAccount: row.chartofAccount,
        description: row.description,
        price: row.price === '' ? '' : String(row.price),
        tax: row.tax === 'NIL' ? [] : [{ id: row.tax }],
      },
    ],
  });
  const totalOf = (row: Row) =>
    expenseTotals(
      [{ chartofAccount: '', description: '', price: row.price, tax: row.tax === 'NIL' ? [] : [row.tax] }],
      rates,
    )?.total ?? 0;

  const submit = async () => {
    const body = { expenses: filled.map(bodyOf) };
    const checked = bulkExpensesSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      setMessage(checked.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const response = await save.mutateAsync(body);
      setRows([blankRow(), blankRow(), blankRow()]);
      setErrors({});
      setMessage(null);
      openSuccessDialog({ name: 'expense', message: response.message, onContinue: () => void navigate(expensesPath) });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setMessage(error.message);
      }
    }
  };
  const cellError = (index: number, field: string) => errors[`expenses.${index}.${field}`];
  const rowIndex = (row: Row) => filled.indexOf(row);

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title="Bulk expenses"
        description={`Type up to ${maxBulkExpenses} expenses, one per row, and save them together.`}
        back={<BackLink to={expensesBack.path} label={expensesBack.label} />}
      />
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <BranchSelect
            label="Store"
            withAsterisk
            placeholder="Choose a store"
            value={shared.branch || null}
            onChange={(branch) => setShared({ ...shared, branch: branch ?? '' })}
            error={errors['expenses.0.branch']}
          />
          <AccountSelect
            label="Bank"
            withAsterisk
            placeholder="Choose a bank or cash account"
            accountFilter={isBankAccount}
            value={shared.bank || null}
            onChange={(bank) => setShared({ ...shared, bank: bank ?? '' })}
            error={errors['expenses.0.bank']}
          />
          <Select
            label="Payment method"
            withAsterisk
            {...methods}
            value={shared.paymentMethod || null}
            onChange={(paymentMethod) => setShared({ ...shared, paymentMethod: paymentMethod ?? '' })}
            error={errors['expenses.0.paymentMethod']}
          />
        </SimpleGrid>
      </Card>
      {message ? (
        <Alert color="red" title="Nothing was saved" role="alert">
          {message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={1200}>
        <Table aria-label="Expenses to save" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Payee</Table.Th>
              <Table.Th>Reference no</Table.Th>
              <Table.Th>Expense category</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Tax</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, position) => {
              const index = rowIndex(row);
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>{position + 1}</Table.Td>
                  <Table.Td w={150}>
                    <DateField
                      aria-label={`Date, row ${position + 1}`}
                      value={row.date}
                      onChange={(date) => change(row.key, { date })}
                      error={cellError(index, 'date')}
                    />
                  </Table.Td>
                  <Table.Td w={220}>
                    <SearchSelect<Payee>
                      aria-label={`Payee, row ${position + 1}`}
                      placeholder="Payee"
                      value={row.vendor}
                      picked={row.vendor ? { id: row.vendor, name: row.vendorName } : undefined}
                      useOptions={usePayeeOptions}
                      toPicked={(payee) => ({ id: payee._id, name: payee.name })}
                      onChange={(payee) => change(row.key, { vendor: payee?._id ?? '', vendorName: payee?.name ?? '' })}
                      nothingFound="No payee matches"
                      error={cellError(index, 'vendor')}
                    />
                  </Table.Td>
                  <Table.Td w={140}>
                    <TextInput
                      aria-label={`Reference no, row ${position + 1}`}
                      value={row.referenceNo}
                      onChange={(event) => change(row.key, { referenceNo: event.currentTarget.value })}
                      error={cellError(index, 'referenceNo')}
                    />
                  </Table.Td>
                  <Table.Td w={220}>
                    <AccountSelect
                      aria-label={`Expense category, row ${position + 1}`}
                      placeholder="Category"
                      accountFilter={isExpenseCategory}
                      value={row.chartofAccount || null}
                      onChange={(account) => change(row.key, { chartofAccount: account ?? '' })}
                      error={cellError(index, 'items.0.chartofAccount')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Description, row ${position + 1}`}
                      value={row.description}
                      onChange={(event) => change(row.key, { description: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td w={140}>
                    <MoneyInput
                      aria-label={`Amount, row ${position + 1}`}
                      value={row.price}
                      onChange={(price) => change(row.key, { price })}
                      error={cellError(index, 'items.0.price')}
                    />
                  </Table.Td>
                  <Table.Td w={150}>
                    <Select
                      aria-label={`Tax, row ${position + 1}`}
                      data={taxOptions}
                      allowDeselect={false}
                      value={row.tax}
                      onChange={(tax) => change(row.key, { tax: tax ?? 'NIL' })}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fz="sm">{formatMoney(totalOf(row))}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove row ${position + 1}`}
                      disabled={rows.length === 1}
                      onClick={() => setRows(rows.filter((one) => one.key !== row.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setRows([...rows, blankRow()])}
          disabled={rows.length >= maxBulkExpenses}
        >
          Add row
        </Button>
        <Group gap="sm">
          <Text fz="sm" c="dimmed">
            {filled.length} expense(s) · {formatMoney(filled.reduce((sum, row) => sum + totalOf(row), 0))}
          </Text>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={filled.length === 0}>
            Save expenses
          </Button>
        </Group>
      </Group>
      <LeaveGuard when={touched && !save.isPending} />
    </Stack>
  );
}
