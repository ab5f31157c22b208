import { Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useSaveShortcut } from '../../lib/use-save-shortcut.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { DateField } from '../DateField.tsx';
import { JournalLinesTable } from './JournalLinesTable.tsx';
import type { JournalFormValues } from './journal-form.ts';

interface JournalFormProps {
  form: UseFormReturn<JournalFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Save buttons. */
  actions: ReactNode;
  /** Read-only, e.g. a deleted journal. */
  disabled?: boolean;
}

/** Date, reference, branch, note and the lines with live totals; shared by new and edit. Ctrl+S saves. */
export function JournalForm({ form, onSubmit, actions, disabled }: JournalFormProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const formElement = useRef<HTMLFormElement>(null);
  // Ctrl+S does what the form's main button does (Save draft, Save changes).
  useSaveShortcut(formElement, !disabled);
  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card p={{ base: 'md', sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="date"
              render={({ field, fieldState }) => (
                <DateField {...field} label="Date" disabled={disabled} error={fieldState.error?.message} />
              )}
            />
            <TextInput
              label="Reference"
              placeholder="e.g. ADJ-2026-11"
              disabled={disabled}
              error={errors.reference?.message}
              {...register('reference')}
            />
            <Controller
              control={form.control}
              name="branch"
              render={({ field, fieldState }) => (
                <BranchSelect
                  label="Branch"
                  description="Optional. Which branch the entry is for"
                  placeholder="No branch"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label="Note"
            description="Optional. Why this entry is made"
            autosize
            minRows={2}
            disabled={disabled}
            error={errors.note?.message}
            {...register('note')}
          />
        </Card>
        <Card p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="lg" mb="sm">
            Lines
          </Title>
          <JournalLinesTable form={form} disabled={disabled} />
        </Card>
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
