import { Select, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { CompanySetup, CompanySetupInput, CompanyUpdate, CompanyUpdateInput } from '@owo/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useBusinessTypes, useCountries, useCurrencies, useIndustries, useStates } from '../../api/lookups.ts';
import { monthOptions } from '../../lib/format.ts';
import { type OptionList, optionList } from '../../lib/options.ts';

/** The two forms of a company's details: setting a business up, and company information in settings. */
type CompanyForm =
  | UseFormReturn<CompanySetupInput, unknown, CompanySetup>
  | UseFormReturn<CompanyUpdateInput, unknown, CompanyUpdate>;

type TextName = 'name' | 'address' | 'email' | 'phoneNumber' | 'tin' | 'rcNumber' | 'vatNumber' | 'website';
type LookupName = 'businessType' | 'industry' | 'country' | 'state' | 'currency';
/** vatNumber and website are settings' only: setup does not ask for them. */
export type CompanyFieldName = TextName | LookupName | 'fiscalYearStart';

const textFields: Record<TextName, TextInputProps> = {
  name: { label: 'Business name', autoComplete: 'organization' },
  address: { label: 'Address', autoComplete: 'street-address' },
  email: { label: 'Business email', type: 'email', autoComplete: 'email' },
  phoneNumber: { label: 'Business phone number', type: 'tel', autoComplete: 'tel' },
  tin: {
    label: 'TIN',
    description: 'Optional. Your tax identification number from the Nigeria Revenue Service (NRS)',
    placeholder: '12345678-0001',
  },
  rcNumber: { label: 'RC number', description: 'Optional. CAC registration number', placeholder: 'RC 1234567' },
  vatNumber: { label: 'VAT registration number', description: 'If you are registered for VAT' },
  website: { label: 'Website', placeholder: 'www.example.ng', autoComplete: 'url' },
};

const lookupFields: Record<LookupName, { label: string; searchable: boolean }> = {
  businessType: { label: 'Business type', searchable: false },
  industry: { label: 'Industry', searchable: true },
  country: { label: 'Country', searchable: true },
  state: { label: 'State', searchable: true },
  currency: { label: 'Currency', searchable: true },
};

const isText = (name: CompanyFieldName): name is TextName => name in textFields;

/** What a page may say differently about a field (settings: 'Home currency', fixed once posted). */
export interface FieldOverrides {
  label?: string;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * The company's fields, each defined once for setup and settings alike: `field(name)` is the input
 * for one of them, wired to the form, and each page lays them out its own way. The lookup lists
 * load once for all of them.
 */
export function useCompanyFields(
  companyForm: CompanyForm,
): (name: CompanyFieldName, overrides?: FieldOverrides) => ReactNode {
  // Both forms hold these fields under the same names; the settings form's values have them all.
  const form = companyForm as unknown as UseFormReturn<CompanyUpdateInput>;
  const { control, register, formState, setValue } = form;
  const country = useWatch({ control, name: 'country' });

  const lookups: Record<LookupName, OptionList> = {
    businessType: optionList(useBusinessTypes(), (type) => ({ value: type._id, label: type.name }), {
      empty: 'No Business type added',
      choose: 'Choose a business type',
    }),
    industry: optionList(useIndustries(), (industry) => ({ value: industry._id, label: industry.name }), {
      empty: 'No Industry added',
      choose: 'Search industries',
    }),
    country: optionList(useCountries(), (item) => ({ value: item.code, label: item.name }), {
      empty: 'No Country added',
      choose: 'Choose a country',
    }),
    state: optionList(useStates(country), (state) => ({ value: state.name, label: state.name }), {
      empty: country ? 'No State added' : 'Choose a country first',
      choose: 'Choose a state',
    }),
    currency: optionList(
      useCurrencies(),
      (currency) => ({ value: currency.code, label: `${currency.code} - ${currency.name}` }),
      { empty: 'No Currency added', choose: 'Choose a currency' },
    ),
  };

  return (name, overrides = {}) => {
    if (isText(name)) {
      return (
        <TextInput
          key={name}
          {...textFields[name]}
          {...overrides}
          error={formState.errors[name]?.message}
          {...register(name)}
        />
      );
    }
    if (name === 'fiscalYearStart') {
      return (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <Select
              label="Financial year starts"
              {...overrides}
              data={monthOptions}
              allowDeselect={false}
              value={String(field.value ?? 1)}
              onChange={(value) => field.onChange(Number(value ?? 1))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    }
    const options = lookups[name];
    return (
      <Controller
        key={name}
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Select
            {...lookupFields[name]}
            {...options}
            {...overrides}
            disabled={overrides.disabled || options.disabled}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              // A state only means something within its country.
              if (name === 'country') setValue('state', '', { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="Nothing matches"
          />
        )}
      />
    );
  };
}

const setupFields: CompanyFieldName[] = [
  'name',
  'businessType',
  'industry',
  'country',
  'state',
  'address',
  'email',
  'phoneNumber',
  'tin',
  'rcNumber',
  'currency',
  'fiscalYearStart',
];

/** Setting up a business: the details every company has, in one grid. */
export function CompanyFields({ form }: { form: UseFormReturn<CompanySetupInput, unknown, CompanySetup> }) {
  const field = useCompanyFields(form);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {setupFields.map((name) => field(name))}
    </SimpleGrid>
  );
}
