import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Envelope } from '../../api/client.ts';
import { changedFields } from '../../lib/changed-fields.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { useSaveShortcut } from '../../lib/use-save-shortcut.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { toast } from '../toast.tsx';

interface SaveChangesFormProps<Input extends FieldValues, Output extends FieldValues, Saved> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Sends the fields that changed; the answer's data is what the form holds next. */
  save: (changes: Partial<Output>) => Promise<Envelope<Saved>>;
  valuesOf: (saved: Saved) => Input;
  /** What did not happen, as a failure's toast title: 'Could not save the company'. */
  failure: string;
  /** A member who may view but not change sees the same fields, disabled, and no buttons. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * An edit form of a record that already exists (the company, the profile): Save changes sends only
 * what changed (spec section 4), Ctrl+S saves too, Discard goes back to what was saved, and leaving
 * with unsaved changes asks first.
 */
export function SaveChangesForm<Input extends FieldValues, Output extends FieldValues, Saved>({
  form,
  save,
  valuesOf,
  failure,
  readOnly = false,
  children,
}: SaveChangesFormProps<Input, Output, Saved>) {
  const { isDirty, isSubmitting, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // The schema's output has the input's field names: dirtyFields, named by the input, marks them.
    const dirty = dirtyFields as Partial<Record<keyof Output, unknown>>;
    const changes = changedFields(values, dirty);
    if (Object.keys(changes).length === 0) {
      toast({ type: 'info', msg: 'Nothing to save: no field changed' });
      return;
    }
    try {
      const response = await save(changes);
      form.reset(valuesOf(response.data));
      toast({ type: 'success', msg: response.message });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, failure);
    }
  });

  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, !readOnly && !isSubmitting);

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate>
      <LeaveGuard when={isDirty && !isSubmitting} />
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {children}
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {/* reset() without values goes back to the last values reset() was given: the saved ones. */}
              <Button variant="default" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
                Discard
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save changes
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
