import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type BankAccountCreate, type BankAccountCreateInput, bankAccountCreateSchema, todayInLagos } from '@owo/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type BankAccount, useAddBankAccount, useBanks } from '../../api/bank.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { DateField } from '../DateField.tsx';
import { checkAccountNumber } from './account-number.ts';
import { BalanceInput } from './BalanceInput.tsx';
import { BankSuggestions } from './BankSuggestions.tsx';
import { bankOptions } from './bank-options.ts';

interface AddBankAccountDialogProps {
  onAdded: (account: BankAccount) => void;
  onCancel: () => void;
}

/**
 * Spec section 2: add bank account. Type, bank and NUBAN, checked in the browser as the person
 * types, and what the account held when the books take it over (posted to Opening Balance Equity).
 */
export function AddBankAccountDialog({ onAdded, onCancel }: AddBankAccountDialogProps) {
  const add = useAddBankAccount();
  const banks = useBanks();
  const bankList = banks.data?.data ?? [];
  const form = useForm<BankAccountCreateInput, unknown, BankAccountCreate>({
    resolver: zodResolver(bankAccountCreateSchema),
    defaultValues: { type: 'business', bankCode: '', accountNumber: '', accountName: '' },
  });
  const { control, register, formState, setValue, setError } = form;
  const [bankCode, accountNumber] = useWatch({ control, name: ['bankCode', 'accountNumber'] });
  const bank = bankList.find((item) => item.code === bankCode);
  const check = checkAccountNumber(accountNumber, bank, bankList);

  const onSubmit = form.handleSubmit((values) => {
    if (check.error) {
      setError('accountNumber', { type: 'nuban', message: check.error });
      return;
    }
    add.mutate(
      { ...values, accountNumber: values.accountNumber.trim(), accountName: values.accountName.trim() },
      {
        onSuccess: (response) => onAdded(response.data),
        onError: (error) => showServerFieldErrors(error, form.getValues(), setError, 'Could not add the bank account'),
      },
    );
  });

  const loadingBanks = banks.isPending;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Account type"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group gap="lg" mt={6}>
                <Radio value="business" label="Business" />
                <Radio value="personal" label="Personal" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="bankCode"
          render={({ field, fieldState }) => (
            <Select
              label="Bank"
              placeholder={loadingBanks ? 'loading...' : 'Search for the bank'}
              searchable
              nothingFoundMessage="No bank matches"
              maxDropdownHeight={260}
              data={bankOptions(bankList)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={loadingBanks}
              error={fieldState.error?.message}
            />
          )}
        />
        <Stack gap={6}>
          <TextInput
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder="10 digits"
            error={formState.errors.accountNumber?.message ?? check.error}
            description={check.error ? undefined : check.hint}
            {...register('accountNumber', {
              // Digits only: people paste numbers with spaces or dashes.
              onChange: (event) => setValue('accountNumber', event.target.value.replace(/\D/g, '').slice(0, 10)),
            })}
          />
          <BankSuggestions
            banks={check.suggestions}
            onPick={(code) => setValue('bankCode', code, { shouldDirty: true, shouldValidate: true })}
          />
        </Stack>
        <TextInput
          label="Account name"
          placeholder="As the bank shows it"
          error={formState.errors.accountName?.message}
          {...register('accountName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="openingBalance"
            render={({ field, fieldState }) => (
              <BalanceInput
                label="Opening balance"
                description="Below zero when overdrawn"
                value={field.value ?? ''}
                // An empty input is no balance, not an invalid one.
                onChange={(value) => field.onChange(value === '' ? undefined : value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="openingBalanceDate"
            render={({ field, fieldState }) => (
              <DateField
                label="Opening balance date"
                description="The day the balance was on"
                maxDate={todayInLagos()}
                error={fieldState.error?.message}
                {...field}
                value={field.value ?? ''}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add bank account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
