import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  companySizes,
  emptyWaitlistForm,
  heardFrom,
  occupations,
  priorSoftware,
  type WaitlistFormValues,
  waitlistLabels,
  waitlistSchema,
  yesNo,
} from '@owo/core/schemas/public-site';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useBusinessTypes, useCountries, useIndustries } from '../../api/lookups.ts';
import { QueryProvider } from '../../api/query-provider.tsx';
import { optionList } from '../../lib/options.ts';
import { postPublicForm } from '../public-api.ts';
import { FormFooter, ThanksStep, TwoStepDialog } from './TwoStepDialog.tsx';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

type Outcome = { message: string; email: string; name: string };

const toOption = (item: { _id: string; name: string }) => ({ value: item._id, label: item.name });
const selectProps = { searchable: true, nothingFoundMessage: 'Nothing matches', size: 'md' } as const;

/**
 * Join the waitlist: step 1 is the form (spec sections 3 and 5), step 2 thanks the person.
 * Closing on step 2 clears the form and goes back to step 1; closing on step 1 keeps what was typed.
 */
/** The lists the form offers (industries, countries...) come through the API cache, which the public site's root does not provide. */
export default function WaitlistDialogWithLists(props: DialogProps) {
  return (
    <QueryProvider>
      <WaitlistDialog {...props} />
    </QueryProvider>
  );
}

function WaitlistDialog({ opened, onClose }: DialogProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WaitlistFormValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: emptyWaitlistForm,
  });
  const { errors, isSubmitting } = form.formState;

  const businessTypes = optionList(useBusinessTypes(), toOption, {
    empty: 'No business type added',
    choose: 'Choose your business type',
  });
  const industries = optionList(useIndustries(), toOption, {
    empty: 'No industry added',
    choose: 'Choose an industry',
  });
  const countries = optionList(useCountries(), (country) => ({ value: country.code, label: country.name }), {
    empty: 'No country added',
    choose: 'Choose a country',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = waitlistSchema.parse(values);
    const result = await postPublicForm('/waitlist', body);
    const firstName = body.fullName.split(/\s+/)[0] ?? body.fullName;
    // A repeat email is answered like a new one (the list does not tell who is on it).
    if (result.kind === 'failed') {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field in emptyWaitlistForm) form.setError(field as FieldPath<WaitlistFormValues>, { message });
      }
      setFailure(result.message);
    } else {
      setOutcome({ message: result.message, email: body.email, name: firstName });
    }
  });

  const resetIfFinished = () => {
    if (!outcome) return;
    form.reset(emptyWaitlistForm);
    setOutcome(null);
    setFailure(null);
  };

  return (
    <TwoStepDialog
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={resetIfFinished}
      title={outcome ? 'You are on the list' : 'Join the Owo waitlist'}
      size="lg"
    >
      {outcome ? (
        <ThanksStep
          icon={<IconCheck size={30} />}
          heading={`Thank you, ${outcome.name}!`}
          message={outcome.message}
          onDone={onClose}
        >
          {`We will email ${outcome.email} as soon as your place is ready. While you wait, try the demo company to see how Owo handles invoices, VAT and payroll.`}
        </ThanksStep>
      ) : (
        <form onSubmit={onSubmit} noValidate data-step="1">
          <Stack gap="md">
            <Text c="gray.7">
              Tell us a little about your business and we will invite you as soon as a place opens. It takes about a
              minute.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={waitlistLabels.fullName}
                autoComplete="name"
                error={errors.fullName?.message}
                data-autofocus
                {...form.register('fullName')}
              />
              <TextInput
                label={waitlistLabels.email}
                type="email"
                autoComplete="email"
                placeholder="you@business.ng"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Controller
                control={form.control}
                name="occupation"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={waitlistLabels.occupation}
                    placeholder="What do you do?"
                    data={occupations}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.occupation?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="companySize"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    searchable={false}
                    label={waitlistLabels.companySize}
                    placeholder="Number of people"
                    data={companySizes}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.companySize?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="businessType"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={waitlistLabels.businessType}
                    data={businessTypes.data}
                    placeholder={businessTypes.placeholder}
                    disabled={businessTypes.disabled}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.businessType?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="industry"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={waitlistLabels.industry}
                    data={industries.data}
                    placeholder={industries.placeholder}
                    disabled={industries.disabled}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.industry?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={waitlistLabels.country}
                    data={countries.data}
                    placeholder={countries.placeholder}
                    disabled={countries.disabled}
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.country?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="software"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    label={waitlistLabels.software}
                    description="Optional"
                    placeholder="Choose one"
                    data={priorSoftware}
                    clearable
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.software?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="marketingOption"
                render={({ field }) => (
                  <Select
                    {...selectProps}
                    searchable={false}
                    label={waitlistLabels.marketingOption}
                    description="Optional"
                    placeholder="Choose one"
                    data={heardFrom}
                    clearable
                    value={field.value || null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.marketingOption?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <YesNoQuestion form={form} name="accountantNeeded" error={errors.accountantNeeded?.message} />
              <YesNoQuestion form={form} name="demo" error={errors.demo?.message} />
            </SimpleGrid>
            <FormFooter
              failure={failure}
              failureTitle="We could not add you yet"
              submitLabel="Join Waitlist"
              submitting={isSubmitting}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </TwoStepDialog>
  );
}

function YesNoQuestion({
  form,
  name,
  error,
}: {
  form: ReturnType<typeof useForm<WaitlistFormValues>>;
  name: 'accountantNeeded' | 'demo';
  error: string | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={waitlistLabels[name]}
          description="Optional"
          value={field.value ?? null}
          onChange={field.onChange}
          error={error}
        >
          <Group gap="lg" mt={6}>
            {yesNo.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} onBlur={field.onBlur} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
