import { z } from 'zod';
import { isPermission } from '../permissions.ts';
import { email, fieldsObject, notValid, password, requiredString } from './fields.ts';

/*
 * Request bodies of the team screens: users (members of a company) and roles, shared by the API
 * and the forms, with the spec's messages (section 5): 'Please select Role and Branch' and
 * 'Role Name, Role Description and Permission are required'.
 */

export const teamMessages = {
  selectRoleAndBranch: 'Please select Role and Branch',
  roleRequired: 'Role Name, Role Description and Permission are required',
  passwordsMustMatch: 'Passwords must match',
} as const;

/** A select that must be chosen: missing or empty says the spec's one message for both. */
const chosenId = (label: string) =>
  z
    .string({ error: teamMessages.selectRoleAndBranch })
    .trim()
    .min(1, { error: teamMessages.selectRoleAndBranch, abort: true })
    .pipe(z.uuid({ error: notValid(label) }));

/** A role field the spec names in one message: missing or empty says it. */
const roleText = (label: string, max: number) =>
  z
    .string({ error: teamMessages.roleRequired })
    .trim()
    .min(1, { error: teamMessages.roleRequired, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** Names not in the catalogue, shown back so the sender knows which (a few, not thousands). */
function unknownPermissionsMessage(names: string[]): string {
  const shown = names.slice(0, 5).map((name) => (name.length > 40 ? `${name.slice(0, 40)}...` : name));
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return `These permissions do not exist: ${shown.join(', ')}${more}`;
}

const permissionList = z
  .array(z.string({ error: teamMessages.roleRequired }), { error: teamMessages.roleRequired })
  .min(1, teamMessages.roleRequired)
  .max(200, 'Permission can have at most 200 entries')
  .superRefine((names, context) => {
    const unknown = names.filter((name) => !isPermission(name));
    if (unknown.length > 0) context.addIssue({ code: 'custom', message: unknownPermissionsMessage(unknown) });
  })
  // The same permission twice is the same permission once.
  .transform((names) => [...new Set(names)]);

const roleFields = {
  name: roleText('Role name', 100),
  description: roleText('Role description', 500),
  permissions: permissionList,
  /** Members with the role see and change only their own branch's data. */
  ownBranchOnly: z.boolean({ error: notValid('Limit to own branch') }).optional(),
};

/** The spec's body also carries editable and company: the server decides both, so they are ignored. */
export const roleCreateSchema = fieldsObject(roleFields);
export type RoleCreateInput = z.input<typeof roleCreateSchema>;
export type RoleCreate = z.output<typeof roleCreateSchema>;

/** The spec's role edit sends only the permissions; the other fields may be sent too. */
export const roleUpdateSchema = fieldsObject(roleFields).partial();
export type RoleUpdateInput = z.input<typeof roleUpdateSchema>;
export type RoleUpdate = z.output<typeof roleUpdateSchema>;

/** Adding a member: an email (a new person is invited), names, role and branch; a first password optional. */
export const userCreateSchema = fieldsObject({
  email: email(),
  firstName: requiredString('First name', { max: 100 }),
  lastName: requiredString('Last name', { max: 100 }),
  role: chosenId('Role'),
  branch: chosenId('Branch'),
  /** Sets a first password for a person new to Owo instead of emailing them a link to set one. */
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), password().optional()),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

/** A member's role and branch in this company; their name and email are theirs to change. */
export const userUpdateSchema = fieldsObject({
  role: chosenId('Role').optional(),
  branch: chosenId('Branch').optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** Accepting an invitation: the token from the emailed link and a first password. */
export const acceptInvitationSchema = fieldsObject({
  token: requiredString('Invitation link', { max: 200 }),
  password: password(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The accept-invitation page asks for the password twice. */
export const acceptInvitationFormSchema = fieldsObject({
  password: password(),
  confirmPassword: password('Confirm password'),
}).refine((body) => body.password === body.confirmPassword, {
  message: teamMessages.passwordsMustMatch,
  path: ['confirmPassword'],
});
export type AcceptInvitationFormInput = z.input<typeof acceptInvitationFormSchema>;
