import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CompanyUpdate, type CompanyUpdateInput, companyUpdateSchema } from '@owo/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { type CompanySettings, useUpdateCompany } from '../../api/company-settings.ts';
import { useBusinessTypes, useCountries, useCurrencies, useIndustries, useStates } from '../../api/lookups.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDay, monthOptions } from '../../lib/format.ts';
import { type OptionList, optionList } from '../../lib/options.ts';
import { useSaveShortcut } from '../../lib/use-save-shortcut.ts';
import { DateField } from '../DateField.tsx';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { toast } from '../toast.tsx';

type Form = UseFormReturn<CompanyUpdateInput, unknown, CompanyUpdate>;

/** The form's values from the saved company: text fields hold '' for nothing. */
export function formValues(company: CompanySettings): CompanyUpdateInput {
  return {
    name: company.name,
    businessType: company.businessType,
    industry: company.industry,
    country: company.country,
    state: company.stateName ?? company.state ?? '',
    address: company.address,
    phoneNumber: company.phoneNumber,
    email: company.email,
    tin: company.tin ?? '',
    rcNumber: company.rcNumber ?? '',
    vatNumber: company.vatNumber ?? '',
    website: company.website ?? '',
    currency: company.currency,
    fiscalYearStart: company.fiscalYearStart,
    lockDate: company.lockDate,
  };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

type LookupName = 'businessType' | 'industry' | 'country' | 'state' | 'currency';

function LookupSelect({
  form,
  name,
  label,
  options,
  onPick,
  searchable,
  disabled,
  description,
}: {
  form: Form;
  name: LookupName;
  label: string;
  options: OptionList;
  onPick?: () => void;
  searchable?: boolean;
  disabled?: boolean;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          searchable={searchable}
          {...options}
          disabled={disabled || options.disabled}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPick?.();
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          nothingFoundMessage="Nothing matches"
        />
      )}
    />
  );
}

interface CompanyInformationFormProps {
  company: CompanySettings;
  /** A member who may view but not change settings sees the same form, read-only. */
  readOnly: boolean;
}

/**
 * The company's details in sections: business, tax registration, contact, accounting. Saving sends
 * only what changed; leaving with unsaved changes asks first.
 */
export function CompanyInformationForm({ company, readOnly }: CompanyInformationFormProps) {
  const update = useUpdateCompany();
  const form = useForm<CompanyUpdateInput, unknown, CompanyUpdate>({
    resolver: zodResolver(companyUpdateSchema),
    defaultValues: formValues(company),
  });
  const { register, formState, setValue, control } = form;
  const { errors, dirtyFields, isDirty } = formState;
  const country = useWatch({ control, name: 'country' });

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
    { empty: 'No Currency added', choose: 'Choose a currency' },
  );

  const onSubmit = form.handleSubmit((values) => {
    const body = changedFields(values, dirtyFields);
    if (Object.keys(body).length === 0) {
      toast({ type: 'info', msg: 'Nothing to save: no field changed' });
      return;
    }
    update.mutate(body, {
      onSuccess: (response) => {
        form.reset(formValues(response.data));
        toast({ type: 'success', msg: response.message });
      },
      onError: (error) => showServerFieldErrors(error, form.getValues(), form.setError, 'Could not save the company'),
    });
  });

  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !readOnly && !update.isPending);

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={isDirty && !update.isPending} />
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Section title="Business">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Business name"
                autoComplete="organization"
                error={errors.name?.message}
                {...register('name')}
              />
              <LookupSelect form={form} name="businessType" label="Business type" options={businessTypes} />
              <LookupSelect form={form} name="industry" label="Industry" searchable options={industries} />
            </SimpleGrid>
          </Section>

          <Section
            title="Tax registration"
            description="Printed on your invoices and bills where your templates show them."
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label="TIN"
                description="Tax identification number (NRS)"
                placeholder="12345678-0001"
                error={errors.tin?.message}
                {...register('tin')}
              />
              <TextInput
                label="RC number"
                description="CAC registration number"
                placeholder="RC 1234567"
                error={errors.rcNumber?.message}
                {...register('rcNumber')}
              />
              <TextInput
                label="VAT registration number"
                description="If you are registered for VAT"
                error={errors.vatNumber?.message}
                {...register('vatNumber')}
              />
            </SimpleGrid>
          </Section>

          <Section title="Contact">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Address"
                autoComplete="street-address"
                error={errors.address?.message}
                {...register('address')}
              />
              <LookupSelect
                form={form}
                name="country"
                label="Country"
                searchable
                options={countries}
                // A state only means something within its country.
                onPick={() => setValue('state', '', { shouldDirty: true })}
              />
              <LookupSelect form={form} name="state" label="State" searchable options={states} />
              <TextInput
                label="Business phone number"
                type="tel"
                autoComplete="tel"
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
              <TextInput
                label="Business email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                label="Website"
                placeholder="www.example.ng"
                autoComplete="url"
                error={errors.website?.message}
                {...register('website')}
              />
            </SimpleGrid>
          </Section>

          <Section title="Accounting">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="fiscalYearStart"
                render={({ field, fieldState }) => (
                  <Select
                    label="Financial year starts"
                    description="Reports' 'this year' starts in this month"
                    data={monthOptions}
                    allowDeselect={false}
                    value={String(field.value ?? 1)}
                    onChange={(value) => field.onChange(Number(value ?? 1))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <LookupSelect
                form={form}
                name="currency"
                label="Home currency"
                searchable
                options={currencies}
                disabled={company.currencyFixed}
                description={
                  company.currencyFixed
                    ? 'Fixed: entries have been posted in it, and the books are kept in it'
                    : 'The currency your books are kept in; fixed once anything is posted'
                }
              />
              <Controller
                control={control}
                name="lockDate"
                render={({ field, fieldState }) => (
                  <DateField
                    size="md"
                    label="Lock date"
                    description="Nothing can be posted, changed or deleted on or before this date. Empty: nothing is locked."
                    leftSection={<IconLock size={16} />}
                    clearable
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? null : value)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            {company.lockDate ? (
              <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm">
                The books are locked up to {formatDay(company.lockDate)}. Close a period after its accounts are final,
                so nobody changes figures already reported.
              </Alert>
            ) : null}
          </Section>

          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                disabled={!isDirty || update.isPending}
                onClick={() => form.reset(formValues(company))}
              >
                Discard
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save changes
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
