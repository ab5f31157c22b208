import { Alert, Card, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type Frequency, RECURRING_CATCH_UP_RUNS, recurrenceFrequencyValues, todayInLagos } from '@owo/core';
import { type ReactNode, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { formatDay } from '../../lib/format.ts';
import { DateField } from '../DateField.tsx';
import { FormPage, type ListLink } from '../FormPage.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import type { DocumentFormValues } from './document-form.ts';
import type { DocumentBody } from './document-request.ts';
import {
  frequencyLabels,
  type MadeSoFar,
  type RecurringBody,
  type RecurringFormValues,
  recurringResolver,
  runsDueBy,
  upcomingRuns,
} from './recurring-form.ts';
import type { Picked } from './SearchSelect.tsx';
import type { DocumentFormState } from './use-document-form.ts';
import { useTotalsContext } from './use-document-form.ts';

/*
 * The form of a recurring invoice, for its New page and its Edit page: the schedule
 * (name, how often, from when, until when, due in how many days, approved and emailed or not) and,
 * under it, the invoice it makes in the one DocumentForm of every sales document.
 */

export type RecurringForm = UseFormReturn<RecurringFormValues, unknown, RecurringBody>;

/** The form and what its totals need: taxes' rates and saved discounts, loaded once. */
export function useRecurringForm(initial: RecurringFormValues) {
  const totals = useTotalsContext();
  const [resolver] = useState(() => recurringResolver(totals.current));
  const form = useForm<RecurringFormValues, unknown, RecurringBody>({ resolver, defaultValues: initial });
  // DocumentForm sees the invoice's fields only; the schedule's sit beside them under `schedule`.
  const documentState: DocumentFormState = {
    form: form as unknown as UseFormReturn<DocumentFormValues, unknown, DocumentBody>,
    context: totals.context,
    taxes: totals.taxes,
    taxesLoading: totals.taxesLoading,
    discounts: totals.discounts,
  };
  return { form, documentState };
}

const frequencyOptions = recurrenceFrequencyValues.map((value: Frequency) => ({
  value,
  label: frequencyLabels[value],
}));

/** The schedule's fields, with the next days invoices will be made on. */
function ScheduleFields({ form, mayApprove, made }: { form: RecurringForm; mayApprove: boolean; made?: MadeSoFar }) {
  const { control, register, formState } = form;
  const errors = formState.errors.schedule;
  const schedule = useWatch({ control, name: 'schedule' });
  const today = todayInLagos();
  const upcoming = upcomingRuns(schedule, 3, made);
  const pastRuns = runsDueBy(schedule, today, made);
  const first = !made || made.count === 0;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Schedule">
      <Title order={2} fz="lg" mb="sm">
        Schedule
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Name"
          withAsterisk
          placeholder="e.g. Monthly supplies"
          error={errors?.name?.message}
          {...register('schedule.name')}
        />
        <Controller
          control={control}
          name="schedule.frequency"
          render={({ field, fieldState }) => (
            <Select
              label="Repeat"
              withAsterisk
              data={frequencyOptions}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'monthly')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="schedule.startDate"
          render={({ field, fieldState }) => (
            <DateField {...field} label="First invoice date" withAsterisk error={fieldState.error?.message} />
          )}
        />
        <TextInput
          label="Due in days"
          withAsterisk
          inputMode="numeric"
          description="Each invoice is due this many days after its date"
          error={errors?.dueInDays?.message}
          {...register('schedule.dueInDays')}
        />
        <Controller
          control={control}
          name="schedule.ends"
          render={({ field }) => (
            <Radio.Group label="Ends" value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                <Radio value="never" label="Never: until you pause or delete it" />
                <Radio value="date" label="On a date" />
                <Radio value="count" label="After a number of invoices" />
              </Stack>
            </Radio.Group>
          )}
        />
        {schedule.ends === 'date' ? (
          <Controller
            control={control}
            name="schedule.endDate"
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                label="End date"
                withAsterisk
                minDate={schedule.startDate || undefined}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        {schedule.ends === 'count' ? (
          <TextInput
            label="Number of invoices"
            withAsterisk
            inputMode="numeric"
            error={errors?.maxCount?.message}
            {...register('schedule.maxCount')}
          />
        ) : null}
      </SimpleGrid>
      <Stack gap="sm" mt="md">
        <Controller
          control={control}
          name="schedule.approve"
          render={({ field }) => (
            <Switch
              label="Approve each invoice as it is made"
              description={
                mayApprove
                  ? 'Off: each waits for someone to approve it'
                  : 'Your role cannot approve invoices: each will wait for approval'
              }
              disabled={!mayApprove}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Controller
          control={control}
          name="schedule.email"
          render={({ field }) => (
            <Switch
              label="Email each invoice to the customer"
              description="With its PDF, on the day it is dated, once it is approved"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {upcoming.length > 0 ? (
          <Text fz="sm" c="dimmed">
            Next invoices: {upcoming.map(formatDay).join(', ')}
            {upcoming.length === 3 ? '…' : ''}
          </Text>
        ) : null}
        {first && pastRuns === 1 && schedule.startDate === today ? (
          <Alert color="blue" p="sm">
            The first invoice is made today, within the hour of saving.
          </Alert>
        ) : pastRuns > 0 ? (
          <Alert color="yellow" p="sm">
            {pastRuns === 1
              ? first
                ? 'The first invoice date has passed: that invoice is made within the hour, dated then.'
                : `The next invoice date, ${formatDay(upcoming[0] ?? today)}, is today or past: it is made within the hour, dated then.`
              : pastRuns > RECURRING_CATCH_UP_RUNS
                ? `${pastRuns} invoice dates are today or past: the newest ${RECURRING_CATCH_UP_RUNS} invoices are made within the hour, and the older ones saved as drafts for you to review.`
                : `${pastRuns} invoice dates are today or past: those invoices are made within the hour, one for each date.`}
            {schedule.email ? ' Only an invoice dated today is emailed.' : ''}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

interface RecurringFormPageProps {
  title: string;
  back: ListLink;
  form: RecurringForm;
  documentState: DocumentFormState;
  picked: Record<string, Picked>;
  onPick: (item: Picked) => void;
  mayApprove: boolean;
  onSubmit: () => void;
  busy: boolean;
  buttons: ReactNode;
  actions?: ReactNode;
  above?: ReactNode;
  /** A saved schedule's: the next days come after the last invoice it made. */
  made?: MadeSoFar;
}

/** The page: the schedule, then the invoice it makes; Ctrl+S and the leave prompt as every form. */
export function RecurringFormPage(props: RecurringFormPageProps) {
  const { form } = props;
  return (
    <FormPage
      title={props.title}
      back={props.back}
      actions={props.actions}
      above={props.above}
      maxWidth={1200}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      canSave={!props.busy}
      unsaved={form.formState.isDirty && !props.busy}
      buttons={props.buttons}
    >
      <ScheduleFields form={form} mayApprove={props.mayApprove} made={props.made} />
      <Title order={2} fz="lg" mt="xs">
        The invoice it makes
      </Title>
      <DocumentForm
        kind="invoice"
        state={props.documentState}
        picked={props.picked}
        onPick={props.onPick}
        isNew
        template
      />
    </FormPage>
  );
}
