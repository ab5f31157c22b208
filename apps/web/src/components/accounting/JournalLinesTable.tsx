import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { amountToKobo } from '../../lib/amounts.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { MoneyInput } from '../MoneyInput.tsx';
import { AccountSelect } from './AccountSelect.tsx';
import { emptyLine, type JournalFormValues } from './journal-form.ts';

interface JournalLinesTableProps {
  form: UseFormReturn<JournalFormValues>;
  disabled?: boolean;
}

type LineErrors = NonNullable<FieldErrors<JournalFormValues>['lines']>;

/** A whole-line problem ('A line needs a debit or a credit') sits on the line itself, not a field. */
function lineProblem(errors: LineErrors | undefined, index: number): string | undefined {
  const line = errors?.[index];
  return line?.message ?? line?.root?.message;
}

const sides = ['debit', 'credit'] as const;

/** One line's inputs, laid out by the table (desktop) or as a stacked card (phone). */
interface LineInputs {
  account: ReactNode;
  description: ReactNode;
  debit: ReactNode;
  credit: ReactNode;
  remove: ReactNode;
}

/** The journal's lines: account, description, debit, credit; at least two. */
export function JournalLinesTable({ form, disabled }: JournalLinesTableProps) {
  const { control, register, formState, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const phone = usePhone();
  const errors = formState.errors.lines;
  const listProblem = errors?.message ?? errors?.root?.message;

  const inputsOf = (index: number): LineInputs => {
    const number = index + 1;
    const amountInput = (side: (typeof sides)[number]) => (
      <Controller
        control={control}
        name={`lines.${index}.${side}`}
        render={({ field: amount, fieldState }) => (
          <MoneyInput
            aria-label={`Line ${number} ${side}`}
            label={phone ? (side === 'debit' ? 'Debit (₦)' : 'Credit (₦)') : undefined}
            size="sm"
            disabled={disabled}
            value={amount.value ?? ''}
            onChange={(value) => {
              amount.onChange(value);
              // A line is a debit or a credit: typing one side clears the other.
              const other = side === 'debit' ? 'credit' : 'debit';
              if (amountToKobo(value) > 0) setValue(`lines.${index}.${other}`, '', { shouldDirty: true });
            }}
            onBlur={amount.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    );
    return {
      account: (
        <Controller
          control={control}
          name={`lines.${index}.account`}
          render={({ field: account, fieldState }) => (
            <AccountSelect
              aria-label={`Line ${number} account`}
              label={phone ? 'Account' : undefined}
              placeholder="Choose an account"
              size="sm"
              value={account.value}
              onChange={(value) => account.onChange(value ?? '')}
              onBlur={account.onBlur}
              error={fieldState.error?.message ?? lineProblem(errors, index)}
              disabled={disabled}
            />
          )}
        />
      ),
      description: (
        <TextInput
          aria-label={`Line ${number} description`}
          label={phone ? 'Description' : undefined}
          size="sm"
          disabled={disabled}
          error={errors?.[index]?.description?.message}
          {...register(`lines.${index}.description`)}
        />
      ),
      debit: amountInput('debit'),
      credit: amountInput('credit'),
      remove: (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={phone ? 0 : 4}
          aria-label={`Remove line ${number}`}
          onClick={() => remove(index)}
          disabled={disabled || fields.length <= 2}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    };
  };

  return (
    <Box>
      {phone ? (
        <Stack gap="sm" role="list" aria-label="Journal lines">
          {fields.map((field, index) => (
            <PhoneLine key={field.id} number={index + 1} inputs={inputsOf(index)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="xs" aria-label="Journal lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                <Table.Th miw={240}>Account</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th w={160} ta="right">
                  Debit (₦)
                </Table.Th>
                <Table.Th w={160} ta="right">
                  Credit (₦)
                </Table.Th>
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => {
                const inputs = inputsOf(index);
                return (
                  <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
                    <Table.Td pt={14}>
                      <Text fz="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                    <Table.Td>{inputs.account}</Table.Td>
                    <Table.Td>{inputs.description}</Table.Td>
                    <Table.Td>{inputs.debit}</Table.Td>
                    <Table.Td>{inputs.credit}</Table.Td>
                    <Table.Td>{inputs.remove}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {listProblem ? (
        <Text c="red" fz="sm" mt="xs" role="alert">
          {listProblem}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        mt="xs"
        onClick={() => append(emptyLine())}
        disabled={disabled}
      >
        Add line
      </Button>
    </Box>
  );
}

/** A line on a phone: its number and remove button, then each input full width, the amounts side by side. */
function PhoneLine({ number, inputs }: { number: number; inputs: LineInputs }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={`Line ${number}`}>
      <Group justify="space-between" mb={4}>
        <Text fz="sm" fw={600} c="dimmed">
          Line {number}
        </Text>
        {inputs.remove}
      </Group>
      <Stack gap="xs">
        {inputs.account}
        {inputs.description}
        <SimpleGrid cols={2} spacing="xs">
          {inputs.debit}
          {inputs.credit}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
