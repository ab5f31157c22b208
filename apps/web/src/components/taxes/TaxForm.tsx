import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type TaxCreate, type TaxCreateInput, taxCreateSchema, todayInLagos } from '@owo/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { Account } from '../../api/accounts.ts';
import { useCountries } from '../../api/lookups.ts';
import { type Tax, taxKindLabels, useCreateTax, useUpdateTax } from '../../api/taxes.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { AccountSelect } from '../accounting/AccountSelect.tsx';
import { DateField } from '../DateField.tsx';
import { LeaveGuard } from '../LeaveGuard.tsx';

export interface TaxFormValues {
  name: string;
  description: string;
  country: string;
  agency: string;
  chartofAccount: string;
  purchasesAccount: string | null;
  /** As typed, without the % sign: '7.5'. */
  rate: string;
  kind: Tax['kind'];
  /** A VAT tax's class of supply on the VAT return. */
  supplyClass: Tax['supplyClass'];
  effectiveFrom: string;
}

const emptyTax = (): TaxFormValues => ({
  name: '',
  description: '',
  country: 'NG',
  agency: '',
  chartofAccount: '',
  purchasesAccount: null,
  rate: '',
  kind: 'other',
  supplyClass: 'standard',
  effectiveFrom: todayInLagos(),
});

const valuesOf = (tax: Tax): TaxFormValues => ({
  name: tax.name,
  description: tax.description,
  country: tax.country.code,
  agency: tax.agency,
  chartofAccount: tax.chartofAccount?._id ?? '',
  purchasesAccount: tax.purchasesAccount?._id ?? null,
  rate: tax.rate.replace('%', ''),
  kind: tax.kind,
  supplyClass: tax.supplyClass,
  effectiveFrom: todayInLagos(),
});

/** Taxes post to what the company owes (liability) or is owed (asset), never to income or expense. */
const balanceSheet = (account: Account) =>
  account.isActive && (account.account_type === 'Liability' || account.account_type === 'Asset');

const kindOptions = Object.entries(taxKindLabels).map(([value, label]) => ({ value, label }));

const supplyClassOptions = [
  { value: 'standard', label: 'Standard rated' },
  { value: 'zero-rated', label: 'Zero-rated' },
  { value: 'exempt', label: 'Exempt' },
];

/** A rate as typed or as stored ('7.5', '7.5%'), without its % sign. */
const plainRate = (rate: string) => rate.trim().replace(/%$/, '');

interface TaxFormProps {
  tax?: Tax;
  onSaved: (tax: { _id: string; name: string }, created: boolean) => void;
  onCancel: () => void;
  /** Tells the dialog whether closing it would lose changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Adds a tax or changes one; a changed rate takes effect from the day given, older documents keep theirs. */
export function TaxForm({ tax, onSaved, onCancel, onDirtyChange }: TaxFormProps) {
  const create = useCreateTax();
  const update = useUpdateTax();
  const countries = useCountries();
  const form = useForm<TaxFormValues, unknown, TaxCreate>({
    resolver: zodResolver(taxCreateSchema) as unknown as Resolver<TaxFormValues, unknown, TaxCreate>,
    defaultValues: tax ? valuesOf(tax) : emptyTax(),
  });
  const { control, register, formState, watch } = form;
  const dirty = formState.isDirty && !formState.isSubmitSuccessful;
  onDirtyChange?.(dirty);
  const rateChanged = tax ? plainRate(watch('rate')) !== plainRate(tax.rate) : true;
  const saving = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    // As typed: the schema turns the rate into basis points, the API takes it as written.
    const raw = form.getValues();
    const rate = `${plainRate(raw.rate)}%`;
    const onError = (error: unknown) => showServerFieldErrors(error, raw, form.setError, 'Could not save the tax');
    if (tax) {
      // PATCH sends only what changed; a new rate goes with the day it takes effect.
      const changed = formState.dirtyFields;
      const body: Record<string, unknown> = {};
      for (const key of [
        'name',
        'description',
        'country',
        'agency',
        'chartofAccount',
        'purchasesAccount',
        'kind',
        'supplyClass',
      ] as const) {
        if (changed[key]) body[key] = raw[key] ?? null;
      }
      if (rateChanged) {
        body.rate = rate;
        body.effectiveFrom = raw.effectiveFrom || undefined;
      }
      update.mutate({ id: tax._id, ...body }, { onSuccess: (answer) => onSaved(answer.data, false), onError });
    } else {
      const body: TaxCreateInput = { ...values, rate };
      create.mutate(body, { onSuccess: (answer) => onSaved(answer.data, true), onError });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <LeaveGuard when={dirty} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label="Tax type"
                data={kindOptions}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'other')}
                allowDeselect={false}
              />
            )}
          />
          {watch('kind') === 'vat' ? (
            <Controller
              control={control}
              name="supplyClass"
              render={({ field }) => (
                <Select
                  label="Class of supply"
                  description="Which line of the VAT return its sales count in"
                  data={supplyClassOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'standard')}
                  allowDeselect={false}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                label="Country"
                searchable
                data={(countries.data?.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
                placeholder={countries.isPending ? 'loading...' : undefined}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'NG')}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Agency"
            required
            placeholder="Nigeria Revenue Service, Lagos IRS..."
            error={formState.errors.agency?.message}
            {...register('agency')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Rate"
            required
            placeholder="7.5"
            rightSection="%"
            inputMode="decimal"
            error={formState.errors.rate?.message}
            {...register('rate')}
          />
          {rateChanged ? (
            <Controller
              control={control}
              name="effectiveFrom"
              render={({ field, fieldState }) => (
                <DateField
                  label={tax ? 'New rate effective from' : 'Rate effective from'}
                  description="Documents dated before keep the old rate"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
        </SimpleGrid>
        <Controller
          control={control}
          name="chartofAccount"
          render={({ field, fieldState }) => (
            <AccountSelect
              label="Tax account"
              description="Where the tax on sales posts: VAT Output, WHT Receivable..."
              required
              placeholder="Choose the account"
              accountFilter={balanceSheet}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="purchasesAccount"
          render={({ field, fieldState }) => (
            <AccountSelect
              label="Purchases tax account"
              description="Where the tax on purchases posts: VAT Input, WHT Payable..."
              placeholder="None"
              clearable
              accountFilter={balanceSheet}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {tax ? 'Save tax' : 'Create tax'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
