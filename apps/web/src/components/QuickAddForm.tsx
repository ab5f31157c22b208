import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { showServerFieldErrors } from '../lib/form-errors.ts';
import { toast } from './toast.tsx';

interface QuickAddFormProps<Values extends FieldValues, Output, Saved> {
  form: UseFormReturn<Values, unknown, Output>;
  create: (values: Output) => Promise<{ message: string; data: Saved }>;
  /** The create call is under way. */
  pending: boolean;
  /** The title of the toast when a save fails where no field can say why: 'Could not save the customer'. */
  failure: string;
  /** Called with the saved record, or with nothing on Cancel. */
  onDone: (saved?: Saved) => void;
  /** What quick add settles without asking, shown above the fields: ['Type', 'Individual']. */
  fixed: [label: string, value: string][];
  /** The whole form, behind Show more. */
  fullForm: string;
  /** The fields. */
  children: ReactNode;
}

/** A quick-add dialog's form (spec sections 2 and 4): a few fields, Save and close, Show more for the rest. */
export function QuickAddForm<Values extends FieldValues, Output, Saved>(
  props: QuickAddFormProps<Values, Output, Saved>,
) {
  const { form, pending, onDone } = props;

  const onSubmit = form.handleSubmit(async (values) => {
    let response: { message: string; data: Saved };
    try {
      response = await props.create(values);
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, props.failure);
      return;
    }
    toast({ type: 'success', msg: response.message });
    onDone(response.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="lg">
          {props.fixed.map(([label, value]) => (
            <Text key={label} fz="sm">
              {label}: <b>{value}</b>
            </Text>
          ))}
        </Group>
        {props.children}
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={props.fullForm} fz="sm" onClick={() => modals.closeAll()}>
            Show more
          </Anchor>
          <Group gap="sm">
            <Button variant="default" onClick={() => onDone()} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save and close
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
