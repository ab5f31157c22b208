import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type DiscountCreate, discountCreateSchema } from '@owo/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { type Discount, useCreateDiscount, useUpdateDiscount } from '../../api/discounts.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { DateField } from '../DateField.tsx';
import { toast } from '../toast.tsx';

export interface DiscountFormValues {
  code: string;
  name: string;
  type: 'value' | 'percentage';
  value: number | string;
  startDate: string | null;
  endDate: string | null;
  maxRedemptions: number | string | null;
  chartofAccount: string | null;
}

const emptyDiscount: DiscountFormValues = {
  code: '',
  name: '',
  type: 'percentage',
  value: '',
  startDate: null,
  endDate: null,
  maxRedemptions: null,
  chartofAccount: null,
};

const valuesOf = (discount: Discount): DiscountFormValues => ({
  code: discount.code,
  name: discount.name,
  type: discount.type,
  value: discount.value,
  startDate: discount.startDate,
  endDate: discount.endDate,
  maxRedemptions: discount.maxRedemptions,
  chartofAccount: discount.chartofAccount._id,
});

const incomeOrExpense = (account: Account) =>
  account.isActive && (account.account_type === 'Income' || account.account_type === 'Expense');

const typeOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'value', label: 'Value' },
];

/** Spec section 8: discount create errors stay 10000 ms. */
const DISCOUNT_ERROR_DURATION = 10_000;

interface DiscountFormProps {
  discount?: Discount;
  onDone: () => void;
}

/** Adds a discount or changes one, with the spec's labels. */
export function DiscountForm({ discount, onDone }: DiscountFormProps) {
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const form = useForm<DiscountFormValues, unknown, DiscountCreate>({
    resolver: zodResolver(discountCreateSchema) as unknown as Resolver<DiscountFormValues, unknown, DiscountCreate>,
    defaultValues: discount ? valuesOf(discount) : emptyDiscount,
  });
  const { control, register, formState, watch } = form;
  // Read while rendering: react-hook-form only tracks the form state a render asks for.
  const { dirtyFields } = formState;
  const type = watch('type');
  const saving = create.isPending || update.isPending;

  const onError = (error: unknown) =>
    showServerFieldErrors(
      error,
      form.getValues(),
      form.setError,
      'Could not save the discount',
      discount ? undefined : DISCOUNT_ERROR_DURATION,
    );

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, chartofAccount: values.chartofAccount ?? null };
    const done = {
      onSuccess: () => {
        toast({ type: 'success', msg: discount ? 'Discount updated' : 'Discount created' });
        onDone();
      },
      onError,
    };
    if (!discount) create.mutate(body, done);
    else {
      // An edit sends only what changed; nothing changed, nothing to send.
      const changed = changedFields(body, dirtyFields);
      if (Object.keys(changed).length === 0) onDone();
      else update.mutate({ id: discount._id, ...changed }, done);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Discount code"
            required
            placeholder="EASTER10"
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <TextInput label="Discount name" required error={formState.errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label="Discount Type"
                required
                data={typeOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'percentage')}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Value"
                required
                decimalScale={2}
                thousandSeparator=","
                allowNegative={false}
                hideControls
                leftSection={type === 'value' ? '₦' : undefined}
                rightSection={type === 'percentage' ? '%' : undefined}
                max={type === 'percentage' ? 100 : undefined}
                inputMode="decimal"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {(['startDate', 'endDate'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <DateField
                  label={name === 'startDate' ? 'Discount Start Date' : 'Discount End Date'}
                  clearable
                  value={field.value}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="maxRedemptions"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Number of redemptions"
                description="Leave empty for no limit"
                allowDecimal={false}
                allowNegative={false}
                min={1}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : value)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="chartofAccount"
            render={({ field, fieldState }) => (
              <AccountSelect
                label="Discount account"
                description="Sales Discounts when left empty"
                placeholder="Sales Discounts"
                clearable
                accountFilter={incomeOrExpense}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {discount ? 'Edit' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
