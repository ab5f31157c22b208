import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { nigerianBanks } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type FieldPath, useFieldArray } from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import { FormSection } from '../FormSection.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { blankAllowance, type EmploymentForm, type EmploymentFormValues } from './employment-form.ts';

/*
 * The create-employment form's fields: the job and its dates, the monthly pay (basic, housing,
 * transport and other allowances), what reduces their tax (annual rent, NHF, pension, NHIA) and
 * the account their salary goes to.
 */

const bankOptions = [...nigerianBanks]
  .sort((first, second) => first.name.localeCompare(second.name, 'en'))
  .map((bank) => ({ value: bank.name, label: bank.name }));

type Form = { form: EmploymentForm };

/** The message react-hook-form holds for a field, however deep. */
function errorOf(form: EmploymentForm, name: FieldPath<EmploymentFormValues>): string | undefined {
  const found = name
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], form.formState.errors);
  return (found as { message?: string } | undefined)?.message;
}

function Money({
  form,
  name,
  label,
  required,
}: Form & { name: FieldPath<EmploymentFormValues>; label: string; required?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          label={label}
          withAsterisk={required}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(form, name)}
        />
      )}
    />
  );
}

function Toggle({
  form,
  name,
  label,
  description,
}: Form & { name: 'nhf' | 'nhia'; label: string; description: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

function Rate({ form, name, label }: Form & { name: 'pension.employeeRate' | 'pension.employerRate'; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          suffix="%"
          decimalScale={2}
          min={0}
          max={100}
          allowNegative={false}
          hideControls
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(form, name)}
        />
      )}
    />
  );
}

function JobFields({ form }: Form) {
  const date = (name: 'startDate' | 'endDate', label: string, required: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          withAsterisk={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(form, name)}
        />
      )}
    />
  );
  return (
    <FormSection title="Job">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Job title" withAsterisk error={errorOf(form, 'jobTitle')} {...form.register('jobTitle')} />
        {date('startDate', 'Start date', true)}
        {date('endDate', 'End date', false)}
      </SimpleGrid>
    </FormSection>
  );
}

function AllowanceRows({ form }: Form) {
  const rows = useFieldArray({ control: form.control, name: 'otherAllowances' });
  return (
    <Stack gap="sm">
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
          <Stack gap="xs" flex={1}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <TextInput
                label={`Allowance ${index + 1} name`}
                withAsterisk
                error={errorOf(form, `otherAllowances.${index}.name`)}
                {...form.register(`otherAllowances.${index}.name`)}
              />
              <Money
                form={form}
                name={`otherAllowances.${index}.amount`}
                label={`Allowance ${index + 1} amount`}
                required
              />
            </SimpleGrid>
            <Group gap="lg">
              <Controller
                control={form.control}
                name={`otherAllowances.${index}.pensionable`}
                render={({ field }) => (
                  <Switch
                    label="Pensionable"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`otherAllowances.${index}.taxable`}
                render={({ field }) => (
                  <Switch
                    label="Taxable"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Group>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove allowance ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={() => rows.append({ ...blankAllowance })}
        w="fit-content"
      >
        Add allowance
      </Button>
    </Stack>
  );
}

function PayFields({ form }: Form) {
  return (
    <FormSection title="Monthly pay">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Money form={form} name="basic" label="Basic" required />
        <Money form={form} name="housing" label="Housing" />
        <Money form={form} name="transport" label="Transport" />
      </SimpleGrid>
      <AllowanceRows form={form} />
    </FormSection>
  );
}

function ReliefFields({ form }: Form) {
  return (
    <FormSection title="Reliefs and deductions">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Money form={form} name="annualRent" label="Annual rent" />
        <TextInput
          label="Pension fund administrator"
          error={errorOf(form, 'pension.pfa')}
          {...form.register('pension.pfa')}
        />
        <TextInput
          label="RSA PIN"
          placeholder="PEN followed by 12 digits"
          error={errorOf(form, 'pension.rsaPin')}
          {...form.register('pension.rsaPin')}
        />
        <Rate form={form} name="pension.employeeRate" label="Staff pension rate" />
        <Rate form={form} name="pension.employerRate" label="Company pension rate" />
      </SimpleGrid>
      <Toggle form={form} name="nhf" label="NHF" description="2.5% of basic to the National Housing Fund" />
      <Toggle
        form={form}
        name="nhia"
        label="NHIA"
        description="Health insurance under the National Health Insurance Authority"
      />
    </FormSection>
  );
}

function SalaryAccountFields({ form }: Form) {
  return (
    <FormSection title="Salary account">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="salaryAccount.bankName"
          render={({ field }) => (
            <Select
              label="Bank name"
              searchable
              clearable
              placeholder="Choose their bank"
              data={bankOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errorOf(form, 'salaryAccount.bankName') ?? errorOf(form, 'salaryAccount')}
            />
          )}
        />
        <TextInput
          label="Account number"
          description="The 10-digit NUBAN their salary is paid to"
          inputMode="numeric"
          autoComplete="off"
          error={errorOf(form, 'salaryAccount.accountNo')}
          {...form.register('salaryAccount.accountNo')}
        />
      </SimpleGrid>
    </FormSection>
  );
}

export function EmploymentFields({ form }: Form) {
  return (
    <Stack gap="lg">
      <JobFields form={form} />
      <PayFields form={form} />
      <ReliefFields form={form} />
      <SalaryAccountFields form={form} />
    </Stack>
  );
}
