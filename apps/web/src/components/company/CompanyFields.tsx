import { Select, type SelectProps, SimpleGrid, TextInput } from '@mantine/core';
import type { CompanySetup, CompanySetupInput } from '@owo/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useBusinessTypes, useCountries, useCurrencies, useIndustries, useStates } from '../../api/lookups.ts';
import { monthOptions } from '../../lib/format.ts';
import { type OptionList, optionList } from '../../lib/options.ts';

interface CompanyFieldsProps {
  form: UseFormReturn<CompanySetupInput, unknown, CompanySetup>;
}

type LookupName = 'businessType' | 'industry' | 'country' | 'state' | 'currency';

interface LookupSelectProps extends Omit<SelectProps, 'form' | 'value' | 'onChange'> {
  form: CompanyFieldsProps['form'];
  name: LookupName;
  options: OptionList;
  /** After the user picks (or clears) a value. */
  onPick?: () => void;
}

/** A searchable pick from a lookup list, held in the form as its id or code ('' for none). */
function LookupSelect({ form, name, options, onPick, ...selectProps }: LookupSelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...selectProps}
          {...options}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPick?.();
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The business details every company has; shared by setup and, later, company settings. */
export function CompanyFields({ form }: CompanyFieldsProps) {
  const { control, register, formState, setValue } = form;
  const { errors } = formState;
  const country = form.watch('country');

  const businessTypes = optionList(useBusinessTypes(), (type) => ({ value: type._id, label: type.name }), {
    empty: 'No Business type added',
    choose: 'Choose a business type',
  });
  const industries = optionList(useIndustries(), (industry) => ({ value: industry._id, label: industry.name }), {
    empty: 'No Industry added',
    choose: 'Search industries',
  });
  const countries = optionList(useCountries(), (item) => ({ value: item.code, label: item.name }), {
    empty: 'No Country added',
    choose: 'Choose a country',
  });
  const states = optionList(useStates(country), (state) => ({ value: state.name, label: state.name }), {
    empty: country ? 'No State added' : 'Choose a country first',
    choose: 'Choose a state',
  });
  const currencies = optionList(
    useCurrencies(),
    (currency) => ({ value: currency.code, label: `${currency.code} - ${currency.name}` }),
    {
      empty: 'No Currency added',
      choose: 'Choose a currency',
    },
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput label="Business name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <LookupSelect form={form} name="businessType" label="Business type" options={businessTypes} />
      <LookupSelect
        form={form}
        name="industry"
        label="Industry"
        searchable
        options={industries}
        nothingFoundMessage="No industry matches"
      />
      <LookupSelect
        form={form}
        name="country"
        label="Country"
        searchable
        options={countries}
        // A state only means something within its country.
        onPick={() => setValue('state', '')}
      />
      <LookupSelect form={form} name="state" label="State" searchable options={states} />
      <TextInput
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextInput
        label="Business email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Business phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextInput
        label="TIN"
        description="Optional. Your tax identification number from the Nigeria Revenue Service (NRS)"
        placeholder="12345678-0001"
        error={errors.tin?.message}
        {...register('tin')}
      />
      <TextInput
        label="RC number"
        description="Optional. CAC registration number"
        placeholder="RC 1234567"
        error={errors.rcNumber?.message}
        {...register('rcNumber')}
      />
      <LookupSelect form={form} name="currency" label="Currency" searchable options={currencies} />
      <Controller
        control={control}
        name="fiscalYearStart"
        render={({ field, fieldState }) => (
          <Select
            label="Financial year starts"
            data={monthOptions}
            allowDeselect={false}
            value={String(field.value ?? 1)}
            onChange={(value) => field.onChange(Number(value ?? 1))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
