import type { EmailMessage } from '../../mail/mailer.ts';
import { layout } from '../../mail/templates.ts';

/*
 * What a person is told when someone adds them to a company: an invitation with a link to set a
 * password (new to Owo), or a note that they were added (they already sign in to Owo).
 */

interface Addition {
  to: string;
  firstName: string;
  companyName: string;
  roleName: string;
  /** Who added them, as the people of the company know them. */
  addedBy: string;
}

function message(to: string, subject: string, title: string, lines: string[]): EmailMessage {
  return { to, subject, text: lines.join('\n\n'), html: layout(title, lines) };
}

export function invitationEmail(addition: Addition, link: string, days: number): EmailMessage {
  const { to, firstName, companyName, roleName, addedBy } = addition;
  return message(to, `You are invited to ${companyName} on Owo`, `Join ${companyName} on Owo`, [
    `Hello ${firstName},`,
    `${addedBy} has added you to ${companyName} on Owo as ${roleName}.`,
    `Set your password to start: ${link}`,
    `The link works once, within ${days} days. If it has expired, ask ${addedBy} to send a new invitation.`,
    'If you were not expecting this, you can ignore this email.',
  ]);
}

export function addedToCompanyEmail(addition: Addition, signInUrl: string): EmailMessage {
  const { to, firstName, companyName, roleName, addedBy } = addition;
  return message(to, `You were added to ${companyName}`, `You were added to ${companyName}`, [
    `Hello ${firstName},`,
    `${addedBy} has added you to ${companyName} on Owo as ${roleName}.`,
    `Sign in with your usual email and password, then choose ${companyName}: ${signInUrl}`,
  ]);
}

/** A person new to Owo whose first password was set by whoever added them. */
export function passwordSetForYouEmail(addition: Addition, signInUrl: string): EmailMessage {
  const { to, firstName, companyName, roleName, addedBy } = addition;
  return message(to, `You were added to ${companyName}`, `You were added to ${companyName}`, [
    `Hello ${firstName},`,
    `${addedBy} has added you to ${companyName} on Owo as ${roleName}, and has set a first password for you. Ask them for it.`,
    `Sign in: ${signInUrl}. The first time, we will email you a code to confirm that this address is yours.`,
    'Change the password once you are in (Settings, Security).',
  ]);
}
