import type { ContactMessages, ContactView, CsvColumn, Permission } from '@owo/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ContactCalls } from '../../api/contacts.ts';
import type { ListLink } from '../FormPage.tsx';

/*
 * One kind of contact as the web app shows it (customers, vendors): its words, pages, calls,
 * permissions, form schema and what it adds to the shared form, details and page. The contacts
 * components take one, so the customer and vendor screens are two configurations of them.
 */

export interface ContactKind<View extends ContactView = ContactView> {
  /** 'customer', 'Customer', 'customers', 'Customers'. */
  nouns: { one: string; One: string; many: string; Many: string };
  /** The list's path: '/sales/customers'; new-customer, edit-customer and {id} are under it. */
  path: string;
  /** Under `path`: 'new-customer', 'edit-customer'. */
  newPage: string;
  editPage: string;
  /** Under the list's title. */
  description: string;
  /** What an empty list suggests: 'Add the people and businesses you sell to, or upload them from a CSV file.' */
  emptyList: string;
  calls: ContactCalls<View>;
  permissions: { create: Permission; edit: Permission; delete: Permission };
  messages: ContactMessages;
  /** The form's schema: core's create schema of the kind. */
  createSchema: z.ZodType;
  /** 'Customer type'. */
  typeLabel: string;
  /** A vendor's state is required (spec section 5), a customer's is not. */
  stateRequired: boolean;
  /** The kind's own fields of the form (a vendor's bank details), under the shared ones. */
  bankDetails: boolean;
  csv: { endpoint: string; columns: readonly CsvColumn[]; example: Record<string, string>; templateName: string };
  /** The details the kind adds to the shared ones: [label, value]. */
  moreDetails?: (contact: View) => Array<[string, ReactNode]>;
}

/** What the form needs of a kind, whatever its view. */
export type ContactFormKind = Pick<
  ContactKind,
  'nouns' | 'createSchema' | 'typeLabel' | 'stateRequired' | 'bankDetails'
>;

/** What the paths are made of, of any kind. */
type KindPaths = Pick<ContactKind, 'path' | 'newPage' | 'editPage' | 'nouns'>;

export const listLink = (kind: KindPaths): ListLink => ({ path: kind.path, label: kind.nouns.Many });
export const newContactPath = (kind: KindPaths) => `${kind.path}/${kind.newPage}`;
export const editContactPath = (kind: KindPaths, id: string) =>
  `${kind.path}/${kind.editPage}?id=${encodeURIComponent(id)}`;
export const contactPath = (kind: KindPaths, id: string) => `${kind.path}/${encodeURIComponent(id)}`;
