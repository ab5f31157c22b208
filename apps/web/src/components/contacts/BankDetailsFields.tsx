import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { bankNamed, nigerianBanks } from '@owo/core';
import { Controller, useWatch } from 'react-hook-form';
import { checkAccountNumber } from '../bank/account-number.ts';
import { FormSection } from '../FormSection.tsx';
import type { ContactForm } from './ContactForm.tsx';

/*
 * A vendor's bank details (spec section 3: bankDetails {bankName, accountNo}): the bank from
 * Nigeria's list, by name, and its 10-digit NUBAN. The schema refuses a number whose check digit
 * does not match the bank; while typing, the bank account form's own check says so sooner, and
 * suggests the banks a number fits when none is chosen yet.
 */

const bankOptions = [...nigerianBanks]
  .sort((first, second) => first.name.localeCompare(second.name, 'en'))
  .map((bank) => ({ value: bank.name, label: bank.name }));

export function BankDetailsFields({ form }: { form: ContactForm }) {
  const errors = form.formState.errors.bankDetails as
    | { message?: string; bankName?: { message?: string }; accountNo?: { message?: string } }
    | undefined;
  const bankName = useWatch({ control: form.control, name: 'bankDetails.bankName' }) ?? '';
  const accountNo = useWatch({ control: form.control, name: 'bankDetails.accountNo' }) ?? '';
  const typed = checkAccountNumber(accountNo.replace(/[\s-]/g, ''), bankNamed(bankName), nigerianBanks);
  const suggestion =
    typed.suggestions.length > 0 ? `It fits ${typed.suggestions.map((bank) => bank.name).join(', ')}` : undefined;

  return (
    <FormSection title="Bank details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="bankDetails.bankName"
          render={({ field }) => (
            <Select
              label="Bank name"
              withAsterisk
              searchable
              placeholder="Choose the vendor's bank"
              data={bankOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors?.bankName?.message ?? errors?.message}
            />
          )}
        />
        <TextInput
          label="Account number"
          description={typed.hint ?? suggestion ?? 'The 10-digit NUBAN payments are sent to'}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          error={errors?.accountNo?.message ?? typed.error}
          {...form.register('bankDetails.accountNo')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
