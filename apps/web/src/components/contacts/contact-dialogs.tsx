import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ContactView } from '@owo/core';
import { Link } from 'react-router';
import { isPhone } from '../../lib/use-phone.ts';
import { openCsvUpload } from '../CsvUpload.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { type ContactKind, contactPath } from './contact-kind.ts';

/* The contacts pages' dialogs, opened by name on the shared stack. */

/** The read-only details of spec section 2. */
export function openContactDetailsDialog<View extends ContactView>(kind: ContactKind<View>, contact: View): void {
  const modalId = `${kind.nouns.one}-details`;
  modals.open({
    modalId,
    title: contact.displayName,
    size: 'lg',
    fullScreen: isPhone(),
    children: (
      <Stack gap="lg">
        <ContactDetails kind={kind} contact={contact} />
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={contactPath(kind, contact._id)}
            onClick={() => modals.close(modalId)}
          >
            Open the {kind.nouns.one}'s page
          </Button>
          <Button onClick={() => modals.close(modalId)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}

export function openContactCsvUpload<View extends ContactView>(kind: ContactKind<View>, onUploaded: () => void): void {
  openCsvUpload({
    title: `Upload ${kind.nouns.many}`,
    endpoint: kind.csv.endpoint,
    columns: kind.csv.columns,
    example: kind.csv.example,
    templateName: kind.csv.templateName,
    noun: kind.nouns.many,
    onUploaded,
  });
}
