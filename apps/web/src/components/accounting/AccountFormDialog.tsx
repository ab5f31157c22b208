import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { accountCreateSchema } from '@owo/core';
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type Account, useCreateAccount, useSubCategories, useUpdateAccount } from '../../api/accounts.ts';
import { useCurrencies } from '../../api/lookups.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { useSaveShortcut } from '../../lib/use-save-shortcut.ts';
import { toast } from '../toast.tsx';
import { SubCategorySelect } from './SubCategorySelect.tsx';

interface AccountFormDialogProps {
  /** The account to edit; a new account when left out. */
  account?: Account;
  onDone: () => void;
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** Add or edit an account: name, category, description, currency (money accounts only), code. */
export function AccountFormDialog({ account, onDone }: AccountFormDialogProps) {
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const subCategories = useSubCategories();
  const currencies = useCurrencies();
  const form = useForm({
    resolver: zodResolver(accountCreateSchema),
    defaultValues: {
      account_name: account?.account_name ?? '',
      sub_category_account: account?.sub_category_account._id ?? '',
      description: account?.description ?? '',
      currency: account?.currency ?? null,
      isBank: account?.isBank ?? false,
      account_code: account?.account_code,
    },
  });
  const { control, register, formState, setValue } = form;
  const subCategoryId = useWatch({ control, name: 'sub_category_account' });
  const chosen = subCategories.data?.data.find((item) => item._id === subCategoryId);
  const canSelectCurrency = chosen?.can_select_currency ?? false;
  const pending = create.isPending || update.isPending;
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields } = formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      const options = {
        onSuccess: (response: { message: string }) => {
          toast({ type: 'success', msg: response.message });
          onDone();
        },
        onError: (error: unknown) =>
          showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the account'),
      };
      if (!account) create.mutate(values, options);
      else {
        const body = changedFields(values, dirtyFields);
        if (Object.keys(body).length === 0) onDone();
        else update.mutate({ id: account._id, body }, options);
      }
    },
    (errors) => {
      if (errors.sub_category_account) toast({ type: 'warn', msg: 'please select an account category' });
    },
  );

  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !pending);

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Account name" error={formState.errors.account_name?.message} {...register('account_name')} />
        <Controller
          control={control}
          name="sub_category_account"
          render={({ field, fieldState }) => (
            <SubCategorySelect
              label="Account category"
              placeholder="Choose a category"
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? '');
                const next = subCategories.data?.data.find((item) => item._id === value);
                // A currency and the bank flag belong only to cash, bank and card accounts.
                if (!next?.can_select_currency) {
                  setValue('currency', null, { shouldDirty: true });
                  setValue('isBank', false, { shouldDirty: true });
                }
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {canSelectCurrency ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={control}
              name="currency"
              render={({ field, fieldState }) => (
                <Select
                  label="Currency"
                  description="Empty: the home currency"
                  placeholder={currencies.isPending ? 'loading...' : 'Home currency'}
                  searchable
                  clearable
                  data={(currencies.data?.data ?? []).map((item) => ({
                    value: item.code,
                    label: `${item.code} - ${item.name}`,
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="isBank"
              render={({ field }) => (
                <Checkbox
                  mt={{ base: 0, xs: 34 }}
                  label="Use as a bank account for payments and receipts"
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </SimpleGrid>
        ) : null}
        <TextInput
          label="Account code"
          description={account ? undefined : 'Leave empty for the next free code in the category'}
          error={formState.errors.account_code?.message}
          {...register('account_code', { setValueAs: blankToUndefined })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {account ? 'Save changes' : 'Add account'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
