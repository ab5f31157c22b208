import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { addDays, type Kobo } from '@owo/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { DateField } from '../DateField.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { blankBankDetail, blankInstallment, type DocumentFormValues } from './document-form.ts';
import { type DocumentBody, installmentRows } from './document-request.ts';

type DocumentForm = UseFormReturn<DocumentFormValues, unknown, DocumentBody>;

/**
 * Payment installments (spec section 5): by amount or by percentage; either way they must come to
 * the total ('Please ensure Payment Installment is equal to the total amount'). The other column
 * shows what each row comes to.
 */
export function InstallmentsEditor({
  form,
  total,
  currency,
}: {
  form: DocumentForm;
  total: Kobo | null;
  currency: string;
}) {
  const { control, formState } = form;
  const rows = useFieldArray({ control, name: 'installments' });
  const values = useWatch({ control }) as DocumentFormValues;
  const on = values.installmentsOn;
  const mode = values.installmentMode;
  const sent = installmentRows(values, total);
  const problem = formState.errors.installments?.message ?? formState.errors.installments?.root?.message;

  const turn = (next: boolean) => {
    form.setValue('installmentsOn', next, { shouldDirty: true });
    if (next && rows.fields.length === 0) {
      const first = form.getValues('dueDate') || form.getValues('date');
      rows.append([blankInstallment(first), blankInstallment(first ? addDays(first, 30) : '')]);
    }
  };

  return (
    <Stack gap="sm">
      <Switch label="Pay in installments" checked={on} onChange={(event) => turn(event.currentTarget.checked)} />
      {on ? (
        <>
          <Controller
            control={control}
            name="installmentMode"
            render={({ field }) => (
              <SegmentedControl
                aria-label="Split the total by"
                data={[
                  { value: 'amount', label: 'By amount' },
                  { value: 'percentage', label: 'By percentage' },
                ]}
                value={field.value}
                onChange={field.onChange}
                w="fit-content"
              />
            )}
          />
          {rows.fields.map((row, index) => (
            <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" flex={1}>
                <Controller
                  control={control}
                  name={`installments.${index}.date`}
                  render={({ field, fieldState }) => (
                    <DateField {...field} label={`Installment ${index + 1} date`} error={fieldState.error?.message} />
                  )}
                />
                {mode === 'amount' ? (
                  <Controller
                    control={control}
                    name={`installments.${index}.amount`}
                    render={({ field, fieldState }) => (
                      <MoneyInput
                        label={`Amount (${currency})`}
                        description={`${sent[index]?.percentage ?? 0}% of the total`}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                ) : (
                  <Controller
                    control={control}
                    name={`installments.${index}.percentage`}
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label="Percentage"
                        description={
                          <>
                            Comes to <MoneyText amount={Number(sent[index]?.amount ?? 0)} currency={currency} />
                          </>
                        }
                        decimalScale={2}
                        min={0}
                        max={100}
                        clampBehavior="strict"
                        allowNegative={false}
                        hideControls
                        rightSection="%"
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mb={28}
                aria-label={`Remove installment ${index + 1}`}
                onClick={() => rows.remove(index)}
                disabled={rows.fields.length <= 1}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {problem ? (
            <Text c="red" fz="sm" role="alert">
              {problem}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() => rows.append(blankInstallment())}
            disabled={rows.fields.length >= 24}
          >
            Add installment
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

/** The bank accounts the customer is asked to pay into, printed on the invoice (spec section 3). */
export function BankDetailsEditor({ form }: { form: DocumentForm }) {
  const { control, register, formState } = form;
  const rows = useFieldArray({ control, name: 'bank' });
  const errors = formState.errors.bank;
  return (
    <Stack gap="sm">
      {rows.fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No bank details on this invoice. Add the account the customer should pay into.
        </Text>
      ) : null}
      {rows.fields.map((row, index) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" flex={1}>
            <TextInput label="Bank name" error={errors?.[index]?.name?.message} {...register(`bank.${index}.name`)} />
            <TextInput
              label="Account number"
              inputMode="numeric"
              error={errors?.[index]?.accountNo?.message}
              {...register(`bank.${index}.accountNo`)}
            />
            <TextInput
              label="Account name"
              error={errors?.[index]?.accountName?.message}
              {...register(`bank.${index}.accountName`)}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={`Remove bank account ${index + 1}`}
            onClick={() => rows.remove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        onClick={() => rows.append(blankBankDetail())}
        disabled={rows.fields.length >= 5}
      >
        Add bank account
      </Button>
    </Stack>
  );
}
