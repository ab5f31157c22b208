import { Button } from '@mantine/core';
import type { invoiceSaveStatuses } from '@owo/core';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMay } from '../../session/permissions.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { FormPage, type ListLink } from '../FormPage.tsx';
import { DeleteRecordButton, type RecordDeletion } from '../RecordPage.tsx';
import { toast } from '../toast.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { type DocumentFormValues, type DocumentKind, documentTotals } from './document-form.ts';
import { changedBody, type DocumentBody, documentBody } from './document-request.ts';
import type { Picked } from './SearchSelect.tsx';
import { showDocumentErrors } from './sales-errors.ts';
import type { DocumentFormState } from './use-document-form.ts';

/*
 * The New and Edit pages of a sales document, written once for invoices, estimates and receipts:
 * the shared frame (FormPage: header, Ctrl+S, 'Do you want to leave without saving changes'), the
 * one DocumentForm, and how each saves, answers and deletes (spec sections 2 and 4).
 */

const maxWidth = 1200;

type SaveStatus = (typeof invoiceSaveStatuses)[number];

interface Saved {
  message: string;
  data: { _id: string };
}

interface DocumentPageProps {
  kind: DocumentKind;
  title: ReactNode;
  description?: ReactNode;
  back: ListLink;
  state: DocumentFormState;
  picked: Record<string, Picked>;
  onPick: (item: Picked) => void;
  /** Which success dialog of the spec this is: 'invoice', 'estimate', 'receipt'. */
  successName: string;
  /** The toast's title when a save fails where no field can say why: 'Could not save the invoice'. */
  failure: string;
  /** Where Continue goes after a save that closes: the document's page or the list. */
  afterSave: (id: string) => string;
  taxNames?: Readonly<Record<string, string>>;
}

interface NewDocumentPageProps extends DocumentPageProps {
  /** The values a new document starts from again after each save. */
  blank: () => DocumentFormValues;
  create: (body: Record<string, unknown>) => Promise<Saved>;
  pending: boolean;
}

type Intent = { close: boolean; status?: SaveStatus };

/**
 * A New page. Estimates and receipts: Save and new, Save and close. Invoices: Save as draft; Save
 * and approve (posts it; Send for approval for members who may not approve); Save and new, which
 * saves as the main button does and starts another.
 */
export function NewDocumentPage(props: NewDocumentPageProps) {
  const { kind, state, back } = props;
  const { form } = state;
  const navigate = useNavigate();
  const mayApprove = useMay('sales.approve');
  const [saving, setSaving] = useState<string | null>(null);
  const sent = useRef<DocumentBody | null>(null);
  const mainStatus: SaveStatus = mayApprove ? 'approved' : 'awaiting-approval';

  const save = (name: string, intent: Intent) =>
    form.handleSubmit(
      async (body) => {
        sent.current = body;
        setSaving(name);
        try {
          const response = await props.create(intent.status ? { ...body.body, status: intent.status } : body.body);
          form.reset(props.blank());
          openSuccessDialog({
            name: props.successName,
            message: response.message,
            onContinue: intent.close ? () => void navigate(props.afterSave(response.data._id)) : undefined,
          });
        } catch (error) {
          showDocumentErrors(kind, error, sent.current, form, props.failure);
        } finally {
          setSaving(null);
        }
      },
      () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
    );

  const busy = saving !== null;
  const button = (name: string, label: string, intent: Intent, variant: 'default' | 'filled') => (
    <Button
      key={name}
      variant={variant}
      type={variant === 'filled' ? 'submit' : 'button'}
      onClick={variant === 'filled' ? undefined : save(name, intent)}
      loading={saving === name}
      disabled={busy && saving !== name}
    >
      {label}
    </Button>
  );
  const mainIntent: Intent = kind === 'invoice' ? { close: true, status: mainStatus } : { close: true };
  const buttons =
    kind === 'invoice' ? (
      <>
        {button('draft', 'Save as draft', { close: true, status: 'draft' }, 'default')}
        {button('new', 'Save and new', { close: false, status: mainStatus }, 'default')}
        {button('main', mayApprove ? 'Save and approve' : 'Send for approval', mainIntent, 'filled')}
      </>
    ) : (
      <>
        {button('new', 'Save and new', { close: false }, 'default')}
        {button('main', 'Save and close', mainIntent, 'filled')}
      </>
    );

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={back}
      maxWidth={maxWidth}
      onSubmit={save('main', mainIntent)}
      canSave={!props.pending}
      unsaved={form.formState.isDirty && !busy}
      buttons={buttons}
    >
      <DocumentForm
        kind={kind}
        state={state}
        picked={props.picked}
        onPick={props.onPick}
        isNew
        taxNames={props.taxNames}
      />
    </FormPage>
  );
}

interface EditDocumentPageProps extends DocumentPageProps {
  documentId: string;
  /** The form's values for the document as saved, to send only what changed. */
  savedValues: DocumentFormValues;
  update: (changes: Record<string, unknown>) => Promise<{ message: string; data: unknown }>;
  /** The form's values for the document as the server answered it. */
  valuesOf: (data: unknown) => DocumentFormValues;
  pending: boolean;
  deletion: RecordDeletion;
  /** Invoices not yet approved: Save and approve, for those who may. */
  approve?: (() => Promise<{ message: string }>) | undefined;
  above?: ReactNode;
}

/** An Edit page: Save changes (only the changed fields), Delete after the spec's question. */
export function EditDocumentPage(props: EditDocumentPageProps) {
  const { kind, state, back, deletion } = props;
  const { form } = state;
  const navigate = useNavigate();
  const mayDelete = useMay('sales.delete');
  const [saving, setSaving] = useState<'save' | 'approve' | null>(null);
  const saved = useRef(props.savedValues);
  const sent = useRef<DocumentBody | null>(null);

  const save = (intent: 'save' | 'approve') =>
    form.handleSubmit(
      async (body) => {
        sent.current = body;
        // Compared as sent, with today's tax rates on both sides, so only what the person changed differs.
        const savedTotal = documentTotals(saved.current, state.context).totals?.total ?? null;
        const changes = changedBody(documentBody(kind, saved.current, savedTotal).body, body.body);
        const nothing = Object.keys(changes).length === 0;
        if (nothing && intent === 'save') {
          toast({ type: 'info', msg: 'Nothing has changed' });
          return;
        }
        setSaving(intent);
        try {
          let message = '';
          if (!nothing) {
            const response = await props.update(changes);
            saved.current = props.valuesOf(response.data);
            form.reset(saved.current);
            message = response.message;
          }
          if (intent === 'approve' && props.approve) {
            form.reset(form.getValues());
            message = (await props.approve()).message;
          }
          openSuccessDialog({
            name: props.successName,
            message,
            onContinue: () => void navigate(props.afterSave(props.documentId)),
          });
        } catch (error) {
          showDocumentErrors(kind, error, sent.current, form, props.failure);
        } finally {
          setSaving(null);
        }
      },
      () => toast({ type: 'warn', msg: 'Please fill all required fields' }),
    );

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={back}
      maxWidth={maxWidth}
      actions={mayDelete ? <DeleteRecordButton deletion={deletion} form={form} back={back} /> : null}
      above={props.above}
      onSubmit={save('save')}
      canSave={!props.pending && saving === null}
      unsaved={form.formState.isDirty && saving === null}
      buttons={
        <>
          {props.approve ? (
            <Button
              variant="default"
              onClick={save('approve')}
              loading={saving === 'approve'}
              disabled={saving === 'save'}
            >
              Save and approve
            </Button>
          ) : null}
          <Button type="submit" loading={saving === 'save'} disabled={saving === 'approve'}>
            Save changes
          </Button>
        </>
      }
    >
      <DocumentForm
        kind={kind}
        state={state}
        picked={props.picked}
        onPick={props.onPick}
        isNew={false}
        taxNames={props.taxNames}
      />
    </FormPage>
  );
}
