import { ActionIcon, Box, Button, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { amountToKobo } from '../../lib/amounts.ts';
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

/** The journal's lines: account, description, debit, credit; at least two. */
export function JournalLinesTable({ form, disabled }: JournalLinesTableProps) {
  const { control, register, formState, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors.lines;
  const listProblem = errors?.message ?? errors?.root?.message;

  return (
    <Box>
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
              const number = index + 1;
              const problem = lineProblem(errors, index);
              return (
                <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={14}>
                    <Text fz="sm" c="dimmed">
                      {number}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`lines.${index}.account`}
                      render={({ field: account, fieldState }) => (
                        <AccountSelect
                          aria-label={`Line ${number} account`}
                          placeholder="Choose an account"
                          size="sm"
                          value={account.value}
                          onChange={(value) => account.onChange(value ?? '')}
                          onBlur={account.onBlur}
                          error={fieldState.error?.message ?? problem}
                          disabled={disabled}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Line ${number} description`}
                      size="sm"
                      disabled={disabled}
                      error={errors?.[index]?.description?.message}
                      {...register(`lines.${index}.description`)}
                    />
                  </Table.Td>
                  {sides.map((side) => (
                    <Table.Td key={side}>
                      <Controller
                        control={control}
                        name={`lines.${index}.${side}`}
                        render={({ field: amount, fieldState }) => (
                          <MoneyInput
                            aria-label={`Line ${number} ${side}`}
                            size="sm"
                            disabled={disabled}
                            value={amount.value ?? ''}
                            onChange={(value) => {
                              amount.onChange(value);
                              // A line is a debit or a credit: typing one side clears the other.
                              const other = side === 'debit' ? 'credit' : 'debit';
                              if (amountToKobo(value) > 0)
                                setValue(`lines.${index}.${other}`, '', { shouldDirty: true });
                            }}
                            onBlur={amount.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={`Remove line ${number}`}
                      onClick={() => remove(index)}
                      disabled={disabled || fields.length <= 2}
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
