import { Button, Card, Stack, Switch } from '@mantine/core';
import type { ContactView } from '@owo/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMay } from '../../session/permissions.ts';
import { BackLink } from '../BackLink.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { EditRecordPage, NewRecordPage, RecordLoader, requireSelectedRecord } from '../RecordPage.tsx';
import { toast } from '../toast.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactFields, contactValues, useContactForm, warnRequiredFields } from './ContactForm.tsx';
import { type ContactKind, editContactPath, listLink } from './contact-kind.ts';

/*
 * The New, Edit and record pages of a customer or vendor (spec section 2): saving opens the
 * success dialog with Continue, leaving with changes asks first, the edit page without a selected
 * id goes back to the list with the kind's info toast, and the record page shows the details with
 * the kind's own lists under them (a customer's documents; a vendor's bills and payments later).
 */

export function NewContactPage<View extends ContactView>({ kind }: { kind: ContactKind<View> }) {
  const create = kind.calls.useCreateContact();
  const form = useContactForm(kind, contactValues(kind));
  return (
    <NewRecordPage
      title={`New ${kind.nouns.one}`}
      back={listLink(kind)}
      form={form}
      blank={() => contactValues(kind)}
      create={(values) => create.mutateAsync(values)}
      pending={create.isPending}
      successName={kind.nouns.one}
      failure={`Could not save the ${kind.nouns.one}`}
      onInvalid={warnRequiredFields}
    >
      <ContactFields kind={kind} form={form} />
    </NewRecordPage>
  );
}

/** The edit route's loader: without ?id= the list, with the kind's 'Please select a ...'. */
export function requireSelectedContact(kind: Pick<ContactKind, 'path' | 'messages'>, request: Request) {
  return requireSelectedRecord(request, kind.path, kind.messages.select);
}

export function EditContactPage<View extends ContactView>({ kind }: { kind: ContactKind<View> }) {
  const [searchParams] = useSearchParams();
  const contact = kind.calls.useContact(searchParams.get('id') ?? '');
  return (
    <RecordLoader query={contact} noun={kind.nouns.one} back={listLink(kind)}>
      {(loaded) => <EditContactForm kind={kind} contact={loaded} />}
    </RecordLoader>
  );
}

function EditContactForm<View extends ContactView>({ kind, contact }: { kind: ContactKind<View>; contact: View }) {
  const update = kind.calls.useUpdateContact();
  const remove = kind.calls.useDeleteContacts();
  const form = useContactForm(kind, contactValues(kind, contact));
  const { one } = kind.nouns;

  const setActive = async (active: boolean) => {
    const response = await update.mutateAsync({ id: contact._id, body: { active } });
    toast({ type: 'success', msg: active ? `The ${one} is active again` : `The ${one} is now inactive` });
    form.reset(contactValues(kind, response.data));
  };

  return (
    <EditRecordPage
      title={`Edit ${contact.displayName}`}
      back={listLink(kind)}
      form={form}
      update={(body) => update.mutateAsync({ id: contact._id, body })}
      valuesOf={(saved: View) => contactValues(kind, saved)}
      pending={update.isPending}
      successName={one}
      failure={`Could not save the ${one}`}
      onInvalid={warnRequiredFields}
      deletion={{
        permission: kind.permissions.delete,
        title: `Delete ${one}`,
        question: kind.messages.deleteSelected,
        remove: () => remove.mutateAsync([contact._id]),
      }}
      above={
        <Switch
          label="Active: offered on new documents"
          checked={contact.active}
          disabled={update.isPending}
          onChange={(event) => void setActive(event.currentTarget.checked)}
        />
      }
    >
      <ContactFields kind={kind} form={form} />
    </EditRecordPage>
  );
}

interface ContactRecordPageProps<View extends ContactView> {
  kind: ContactKind<View>;
  /** What the kind lists of the contact, under the details: a customer's documents in tabs. */
  lists?: (contact: View) => ReactNode;
}

/** /sales/customers/{id}, /expense/vendors/{id}. */
export function ContactRecordPage<View extends ContactView>({ kind, lists }: ContactRecordPageProps<View>) {
  const { id = '' } = useParams();
  const contact = kind.calls.useContact(id);
  return (
    <RecordLoader query={contact} noun={kind.nouns.one} back={listLink(kind)}>
      {(loaded) => <ContactRecord kind={kind} contact={loaded} lists={lists} />}
    </RecordLoader>
  );
}

function ContactRecord<View extends ContactView>({
  kind,
  contact,
  lists,
}: ContactRecordPageProps<View> & { contact: View }) {
  const mayEdit = useMay(kind.permissions.edit);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={contact.displayName}
        back={<BackLink to={kind.path} label={kind.nouns.Many} />}
        actions={
          mayEdit ? (
            <Button component={Link} to={editContactPath(kind, contact._id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
          ) : null
        }
      />
      <Card p="md">
        <ContactDetails kind={kind} contact={contact} />
      </Card>
      {lists ? <Card p="md">{lists(contact)}</Card> : null}
    </Stack>
  );
}
