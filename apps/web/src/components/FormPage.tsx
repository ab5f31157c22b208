import { Group, Stack } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { useSaveShortcut } from '../lib/use-save-shortcut.ts';
import { BackLink } from './BackLink.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { PageHeader } from './PageHeader.tsx';

/** Where a page's way back leads: the list's address and its name ('Customers'). */
export interface ListLink {
  path: string;
  label: string;
}

interface FormPageProps {
  title: ReactNode;
  description?: ReactNode;
  back: ListLink;
  /** Buttons in the header (Delete). */
  actions?: ReactNode;
  maxWidth: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Ctrl+S saves while this holds (not while a save is under way). */
  canSave: boolean;
  /** Leaving asks first while this holds: the form has changes not saved. */
  unsaved: boolean;
  /** The save buttons, at the foot of the form on the right. */
  buttons: ReactNode;
  /** Shown between the header and the form (a customer's Active switch, a product's stock). */
  above?: ReactNode;
  /** Shown under the form (the recent stock transfers). */
  below?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A page that is one form: a header with the way back, the fields, the save buttons, Ctrl+S and the leave prompt. */
export function FormPage(props: FormPageProps) {
  const formElement = useRef<HTMLFormElement>(null);
  useSaveShortcut(formElement, props.canSave);
  return (
    <Stack gap="lg" maw={props.maxWidth}>
      <PageHeader
        title={props.title}
        description={props.description}
        back={<BackLink to={props.back.path} label={props.back.label} />}
        actions={props.actions}
      />
      {props.above}
      <form ref={formElement} onSubmit={props.onSubmit} noValidate>
        <Stack gap="lg">
          {props.children}
          <Group justify="flex-end" gap="sm">
            {props.buttons}
          </Group>
        </Stack>
      </form>
      {props.below}
      <LeaveGuard when={props.unsaved} />
    </Stack>
  );
}
