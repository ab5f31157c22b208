import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { oneOffEarningKinds, otherDeductionKinds, type PayrollCreate } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { useEmployees } from '../../api/people.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { BranchSelect } from '../BranchSelect.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { monthText } from './PayrollStatusBadge.tsx';
import { blankExtra, extraKindLabels, isEarning, type PayrollFormValues } from './payroll-form.ts';

/*
 * The fields of a payroll run (issue 28): the month, the branch (none: the whole company), the bank
 * account salaries are paid from, how a part month is prorated, and the month's extras: one-off
 * earnings and deductions, each for one employee. Regular pay comes from each employee's employment.
 */

const kindOptions = [
  { group: 'Earnings', items: oneOffEarningKinds.map((kind) => ({ value: kind, label: extraKindLabels[kind] })) },
  { group: 'Deductions', items: otherDeductionKinds.map((kind) => ({ value: kind, label: extraKindLabels[kind] })) },
];

const prorationOptions = [
  { value: 'calendarDays', label: 'Calendar days' },
  { value: 'workingDays', label: 'Working days (Monday to Friday)' },
];

const isBankAccount = (account: Account) => account.isActive && account.isBank;

interface PayrollFieldsProps {
  form: UseFormReturn<PayrollFormValues, unknown, PayrollCreate>;
  /** A saved run keeps its month and branch: voiding it and running the month again changes those. */
  saved?: boolean;
}

export function PayrollFields({ form, saved = false }: PayrollFieldsProps) {
  const { control } = form;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="period"
            render={({ field, fieldState }) => (
              <MonthPickerInput
                label="Month"
                withAsterisk
                valueFormat="MMMM YYYY"
                // Screen readers (and tests) hear 'January 2026', not the cell's 'Jan'.
                getMonthControlProps={(month) => ({ 'aria-label': monthText(month.slice(0, 7)) })}
                ariaLabels={{ previousYear: 'Previous year', nextYear: 'Next year' }}
                disabled={saved}
                value={field.value ? `${field.value}-01` : null}
                onChange={(value) => field.onChange(value ? value.slice(0, 7) : '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Branch"
                description="Leave empty to pay every branch's employees"
                placeholder="All branches"
                disabled={saved}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="bank"
            render={({ field, fieldState }) => (
              <AccountSelect
                label="Bank account"
                description="Salaries are paid from it; needed to approve"
                placeholder="Choose a bank account"
                clearable
                accountFilter={isBankAccount}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="prorationBasis"
            render={({ field, fieldState }) => (
              <Select
                label="Proration"
                description="How a part month is paid: a joiner's or leaver's days"
                data={prorationOptions}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'calendarDays')}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      </Card>
      <ExtrasSection form={form} />
    </Stack>
  );
}

function ExtrasSection({ form }: { form: PayrollFieldsProps['form'] }) {
  const { control } = form;
  const extras = useFieldArray({ control, name: 'extras' });
  const rows = useWatch({ control, name: 'extras' });
  const employees = useEmployees({ page: 1, limit: 100 });
  const employeeOptions = (employees.data?.data ?? []).map((employee) => ({
    value: employee._id,
    label: employee.displayName,
  }));
  const employeePlaceholder = employees.isPending
    ? 'loading...'
    : employeeOptions.length === 0
      ? 'No Employee added'
      : 'Choose an employee';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            One-off earnings and deductions
          </Title>
          <Text fz="sm" c="dimmed">
            Everyone employed in the month is paid their regular pay. Add only this month's extras: a bonus, overtime, a
            salary advance or a loan repayment.
          </Text>
        </Stack>
        {extras.fields.map((row, index) => {
          const earning = isEarning(rows?.[index]?.kind ?? 'bonus');
          const errors = form.formState.errors.extras?.[index];
          return (
            <Fieldset key={row.id} legend={`Extra ${index + 1}`} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                <Controller
                  control={control}
                  name={`extras.${index}.employee`}
                  render={({ field, fieldState }) => (
                    <Select
                      label="Employee"
                      withAsterisk
                      searchable
                      nothingFoundMessage="No employee matches"
                      data={employeeOptions}
                      placeholder={employeePlaceholder}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`extras.${index}.kind`}
                  render={({ field, fieldState }) => (
                    <Select
                      label="Type"
                      withAsterisk
                      data={kindOptions}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? 'bonus')}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextInput
                  label="Description"
                  placeholder={extraKindLabels[rows?.[index]?.kind ?? 'bonus']}
                  error={errors?.name?.message}
                  {...form.register(`extras.${index}.name`)}
                />
                <Controller
                  control={control}
                  name={`extras.${index}.amount`}
                  render={({ field, fieldState }) => (
                    <MoneyInput
                      label="Amount"
                      withAsterisk
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <Group justify="space-between" mt="sm" wrap="nowrap">
                {earning ? (
                  <Checkbox
                    label="Pensionable"
                    description="Pension is deducted from it too"
                    {...form.register(`extras.${index}.pensionable`)}
                  />
                ) : (
                  <span />
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove extra ${index + 1}`}
                  onClick={() => extras.remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => extras.append(blankExtra(), { shouldFocus: false })}
          >
            Add earning or deduction
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
