import { zodResolver } from '@hookform/resolvers/zod';
import { SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ContactCreate, ContactView, CustomerCreateInput } from '@owo/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useBranches } from '../../api/branches.ts';
import { useEInvoicingSettings } from '../../api/e-invoicing.ts';
import { useCountries, useCurrencies, useIndustries, useStates } from '../../api/lookups.ts';
import { optionList } from '../../lib/options.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { FormSection } from '../FormSection.tsx';
import { toast } from '../toast.tsx';
import { BankDetailsFields } from './BankDetailsFields.tsx';
import type { ContactFormKind } from './contact-kind.ts';

/*
 * The New and Edit form of a customer or a vendor (spec sections 3 and 5): the kind's shared zod
 * schema checks it, so the words under each field are the API's. Emails are typed comma separated.
 */

/** The form holds text for the lists (emails, sub companies), as typed; a vendor's bank details too. */
export type ContactFormValues = Omit<CustomerCreateInput, 'email' | 'subCompanies'> & {
  email: string;
  subCompanies: string;
  bankDetails?: { bankName: string; accountNo: string };
};
export type ContactForm = UseFormReturn<ContactFormValues, unknown, ContactCreate>;

/** The form's values for a contact, or a new one: a business in naira, in Nigeria. */
export function contactValues(
  kind: ContactFormKind,
  customer?: ContactView & { bankDetails?: unknown },
): ContactFormValues {
  const values: ContactFormValues = {
    type: customer ? customer.type.toUpperCase() : 'BUSINESS',
    companyName: customer?.companyName ?? '',
    invoice: customer?.invoice ?? '',
    fullName: customer?.fullName ?? '',
    phoneNumber: customer?.phoneNumber ?? '',
    email: customer?.email.join(', ') ?? '',
    officeAddress: customer?.officeAddress ?? '',
    billingAddress: customer?.billingAddress ?? '',
    subCompanies: customer?.subCompanies.join(', ') ?? '',
    industry: customer?.industry?._id ?? '',
    currency: customer ? (customer.currency ?? '') : 'NGN',
    country: customer ? (customer.country ?? '') : 'NG',
    state: customer?.state?._id ?? '',
    branch: customer?.branch?._id ?? '',
    tin: customer?.tin ?? '',
  };
  if (!kind.bankDetails) return values;
  const bank = customer?.bankDetails as { bankName: string; accountNo: string } | null | undefined;
  return { ...values, bankDetails: { bankName: bank?.bankName ?? '', accountNo: bank?.accountNo ?? '' } };
}

export function useContactForm(kind: ContactFormKind, initial: ContactFormValues): ContactForm {
  return useForm<ContactFormValues, unknown, ContactCreate>({
    // The form's text lists are what the schema's preprocessing reads.
    resolver: zodResolver(kind.createSchema as never) as never,
    defaultValues: initial,
  });
}

/** Spec section 5: an invalid form says so once, beside the field messages. */
export function warnRequiredFields(): void {
  toast({ type: 'warn', msg: 'Please fill all required fields' });
}

function LookupSelect({
  form,
  name,
  label,
  options,
  required = false,
}: {
  required?: boolean;
  form: ContactForm;
  name: 'industry' | 'currency' | 'country' | 'state';
  label: string;
  options: ReturnType<typeof optionList>;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          searchable
          clearable
          {...options}
          value={(field.value as string | null | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function ContactFields({ kind, form }: { kind: ContactFormKind; form: ContactForm }) {
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' }) as string | null | undefined;
  const currencies = optionList(
    useCurrencies(),
    (currency) => ({
      value: currency.code,
      label: `${currency.code} - ${currency.name}`,
    }),
    { empty: 'No Currency added', choose: 'Choose a currency' },
  );
  const countries = optionList(useCountries(), (one) => ({ value: one.code, label: one.name }), {
    empty: 'No Country added',
    choose: 'Choose a country',
  });
  const states = optionList(useStates(country || null), (state) => ({ value: state._id, label: state.name }), {
    empty: country ? 'No State added' : 'Choose a country first',
    choose: 'Choose a state',
  });
  const industries = optionList(useIndustries(), (industry) => ({ value: industry._id, label: industry.name }), {
    empty: 'No Industry added',
    choose: 'Choose an industry',
  });
  const branches = useBranches().data?.data;
  // A company with one branch (or a member limited to theirs) has nothing to choose.
  useEffect(() => {
    const only = branches?.length === 1 ? branches[0] : undefined;
    if (only && !form.getValues('branch')) form.resetField('branch', { defaultValue: only._id });
  }, [branches, form]);
  const message = (name: keyof ContactFormValues) => errors[name]?.message as string | undefined;
  // A customer's TIN goes on its e-invoices: said so while the company sends them to NRS.
  const eInvoicing = (useEInvoicingSettings().data?.data.enabled ?? false) && kind.nouns.one === 'customer';

  return (
    <Stack gap="lg">
      <FormSection title={kind.nouns.One}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                {kind.typeLabel}
              </Text>
              <SegmentedControl
                aria-label={kind.typeLabel}
                data={[
                  { value: 'BUSINESS', label: 'Business' },
                  { value: 'INDIVIDUAL', label: 'Individual' },
                ]}
                value={(field.value as string) ?? 'BUSINESS'}
                onChange={field.onChange}
                w={{ base: '100%', xs: 280 }}
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company name"
            withAsterisk
            error={message('companyName')}
            {...form.register('companyName')}
          />
          <TextInput label="Full name" withAsterisk error={message('fullName')} {...form.register('fullName')} />
          {/* Not part of the invoice number: docs/decisions.md, 'Invoice initials'. */}
          <TextInput
            label="Invoice initials"
            description={`A short code for this ${kind.nouns.one}, such as ZM. Invoice numbers do not use it: they run in one sequence for the whole business, as VAT requires.`}
            withAsterisk
            error={message('invoice')}
            {...form.register('invoice')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            withAsterisk
            error={message('phoneNumber')}
            {...form.register('phoneNumber')}
          />
          <TextInput
            label="Email"
            description="Separate several addresses with commas"
            withAsterisk
            error={
              message('email') ??
              (errors.email as unknown as Array<{ message?: string }> | undefined)?.find?.(Boolean)?.message
            }
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="branch"
            render={({ field, fieldState }) => (
              <BranchSelect
                label="Branch"
                withAsterisk
                placeholder="Choose a branch"
                value={field.value as string}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title="Addresses">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea
            label="Office address"
            withAsterisk
            autosize
            minRows={2}
            error={message('officeAddress')}
            {...form.register('officeAddress')}
          />
          <Textarea
            label="Billing address"
            autosize
            minRows={2}
            error={message('billingAddress')}
            {...form.register('billingAddress')}
          />
          <LookupSelect form={form} name="country" label="Country" options={countries} />
          <LookupSelect form={form} name="state" label="State" options={states} required={kind.stateRequired} />
        </SimpleGrid>
      </FormSection>
      {kind.bankDetails ? <BankDetailsFields form={form} /> : null}
      <FormSection title="More details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LookupSelect form={form} name="currency" label="Currency" options={currencies} />
          <LookupSelect form={form} name="industry" label="Industry" options={industries} />
          <TextInput
            label="Sub companies"
            description="Separate several with commas"
            error={message('subCompanies')}
            {...form.register('subCompanies')}
          />
          <TextInput
            label="TIN"
            description={eInvoicing ? 'NRS needs it, with the address and state, on e-invoices' : undefined}
            error={message('tin')}
            {...form.register('tin')}
          />
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
