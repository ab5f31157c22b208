import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { Permission } from '@owo/core';
import { IconTrash } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { redirect, useNavigate } from 'react-router';
import { changedFields } from '../lib/changed-fields.ts';
import { showServerFieldErrors } from '../lib/form-errors.ts';
import { useMay } from '../session/permissions.ts';
import { BackLink } from './BackLink.tsx';
import { openConfirmDialog, openSuccessDialog } from './dialogs.ts';
import { FormPage, type ListLink } from './FormPage.tsx';
import { toast } from './toast.tsx';

/*
 * The pages of one record of a list (a customer, a product): its New and Edit forms and the wait
 * while it loads. Each page keeps what is its own (fields, API calls, words); the way these pages
 * save, answer, delete and ask before leaving is written once, here.
 */

const maxWidth = 960;

/** Spec section 8: an edit screen opened without a selected record goes back to the list, saying why. */
export function requireSelectedRecord(request: Request, list: string, message: string): null {
  if (!new URL(request.url).searchParams.get('id')) {
    toast({ type: 'info', msg: message, duration: 6000 });
    throw redirect(list);
  }
  return null;
}

interface RecordLoaderProps<Item extends { _id: string }> {
  /** The record's query (useCustomer, useProduct...). */
  query: { data?: { data: Item } | undefined; isPending: boolean };
  /** What the record is called in the messages: 'customer'. */
  noun: string;
  back: ListLink;
  /** The page, once the record is here; it starts afresh for another record. */
  children: (item: Item) => ReactNode;
}

/** A record's page while the record loads, or when it cannot be: a way back to the list either way. */
export function RecordLoader<Item extends { _id: string }>({ query, noun, back, children }: RecordLoaderProps<Item>) {
  const item = query.data?.data;
  if (item) return <Fragment key={item._id}>{children(item)}</Fragment>;
  return (
    <Stack gap="lg" maw={maxWidth}>
      <BackLink to={back.path} label={back.label} />
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={`Loading the ${noun}`} />
        </Center>
      ) : (
        <Alert color="red" title={`The ${noun} could not be loaded`}>
          It may have been deleted, or the link is wrong.
        </Alert>
      )}
    </Stack>
  );
}

interface RecordFormProps<Values extends FieldValues, Output> {
  title: string;
  /** A line under the title: what the page is for, when the title alone does not say. */
  description?: ReactNode;
  back: ListLink;
  form: UseFormReturn<Values, unknown, Output>;
  /** The save call is under way: Ctrl+S waits for it. */
  pending: boolean;
  /** Which success dialog of the spec this is: 'customer', 'item'. */
  successName: string;
  /** The title of the toast when a save fails where no field can say why: 'Could not save the customer'. */
  failure: string;
  /** Runs when the form's own checks refuse it, beside the field messages. */
  onInvalid?: () => void;
  /** The fields. */
  children: ReactNode;
}

interface NewRecordPageProps<Values extends FieldValues, Output> extends RecordFormProps<Values, Output> {
  /** The form's values for a new record: what it starts from again after each save. */
  blank: () => Values;
  create: (values: Output) => Promise<{ message: string }>;
}

type Intent = 'close' | 'new';

/** A New form with Save and new and Save and close (spec section 2). */
export function NewRecordPage<Values extends FieldValues, Output>(props: NewRecordPageProps<Values, Output>) {
  const { form, back } = props;
  const navigate = useNavigate();
  const [saving, setSaving] = useState<Intent | null>(null);

  const save = (intent: Intent) =>
    form.handleSubmit(async (values) => {
      setSaving(intent);
      try {
        const response = await props.create(values);
        form.reset(props.blank());
        // Spec section 2: Continue after save-and-close goes to the list; after save-and-new it just closes.
        openSuccessDialog({
          name: props.successName,
          message: response.message,
          onContinue: intent === 'close' ? () => void navigate(back.path) : undefined,
        });
      } catch (error) {
        showServerFieldErrors(error, form.getValues(), form.setError, props.failure);
      } finally {
        setSaving(null);
      }
    }, props.onInvalid);

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={back}
      maxWidth={maxWidth}
      onSubmit={save('close')}
      canSave={!props.pending}
      unsaved={form.formState.isDirty && saving === null}
      buttons={
        <>
          <Button variant="default" onClick={save('new')} loading={saving === 'new'} disabled={saving === 'close'}>
            Save and new
          </Button>
          <Button type="submit" loading={saving === 'close'} disabled={saving === 'new'}>
            Save and close
          </Button>
        </>
      }
    >
      {props.children}
    </FormPage>
  );
}

/** What deleting a saved record takes: the question asked first, and the call. */
export interface RecordDeletion {
  title: string;
  question: string;
  /** `kept`: the server kept the record another way (an employee marked as left): said as a warning. */
  remove: () => Promise<{ message: string; kept?: boolean }>;
}

interface DeleteRecordButtonProps<Values extends FieldValues> {
  deletion: RecordDeletion;
  form: Pick<UseFormReturn<Values>, 'reset' | 'getValues'>;
  back: ListLink;
}

/** A saved record's Delete, in its form's header: asks first, deletes, then goes back to the list. */
export function DeleteRecordButton<Values extends FieldValues>({
  deletion,
  form,
  back,
}: DeleteRecordButtonProps<Values>) {
  const navigate = useNavigate();
  const confirmDelete = () =>
    openConfirmDialog({
      title: deletion.title,
      message: deletion.question,
      danger: true,
      onConfirm: async () => {
        const response = await deletion.remove();
        // Nothing is left to save: the leave prompt lets the page go.
        form.reset(form.getValues());
        toast({ type: response.kept ? 'warn' : 'success', msg: response.message });
        await navigate(back.path);
      },
    });
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
      Delete
    </Button>
  );
}

/** The Delete button, for a member whose role allows it. */
function PermittedDeleteButton<Values extends FieldValues>(
  props: DeleteRecordButtonProps<Values> & { deletion: { permission: Permission } },
) {
  return useMay(props.deletion.permission) ? <DeleteRecordButton {...props} /> : null;
}

interface EditRecordPageProps<Values extends FieldValues, Output extends FieldValues, Item>
  extends RecordFormProps<Values, Output> {
  /** Sends only the fields that changed (spec section 4); answers with the record as saved. */
  update: (changes: Partial<Output>) => Promise<{ message: string; data: Item }>;
  /** The form's values for the record as saved, which the form is reset to. */
  valuesOf: (item: Item) => Values;
  /** The Delete button: who may, the question asked first, and the call; none for a record kept as history. */
  deletion?: RecordDeletion & { permission: Permission };
  above?: ReactNode;
}

/** An Edit form with Save changes, and Delete in the header after a Yes. */
export function EditRecordPage<Values extends FieldValues, Output extends FieldValues, Item>(
  props: EditRecordPageProps<Values, Output, Item>,
) {
  const { form, back, deletion } = props;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const { dirtyFields, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // The form's dirty marks are keyed by its fields, which are the output's fields as typed.
    const changes = changedFields(values, dirtyFields as Partial<Record<keyof Output, unknown>>);
    if (Object.keys(changes).length === 0) {
      toast({ type: 'info', msg: 'Nothing has changed' });
      return;
    }
    setSaving(true);
    try {
      const response = await props.update(changes);
      form.reset(props.valuesOf(response.data));
      openSuccessDialog({
        name: props.successName,
        message: response.message,
        onContinue: () => void navigate(back.path),
      });
    } catch (error) {
      showServerFieldErrors(error, form.getValues(), form.setError, props.failure);
    } finally {
      setSaving(false);
    }
  }, props.onInvalid);

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={back}
      maxWidth={maxWidth}
      actions={deletion ? <PermittedDeleteButton deletion={deletion} form={form} back={back} /> : null}
      above={props.above}
      onSubmit={onSubmit}
      canSave={!props.pending}
      unsaved={isDirty && !saving}
      buttons={
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      }
    >
      {props.children}
    </FormPage>
  );
}
