import type { EmailMessage } from './mailer.ts';
import { layout } from './templates.ts';

/*
 * Notices of changes to how someone signs in. Each tells the owner what to do if it was not them,
 * since whoever made the change may not be the owner.
 */

function notice(to: string, subject: string, title: string, lines: string[]): EmailMessage {
  return { to, subject, text: lines.join('\n\n'), html: layout(title, lines) };
}

const lagosTime = (at: Date) =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(at);

export function passwordChangedEmail(to: string, firstName: string, appUrl: string, at: Date): EmailMessage {
  const reset = new URL('/auth/forgot-password', appUrl).toString();
  return notice(to, 'Your Owo password was changed', 'Your password was changed', [
    `Hello ${firstName},`,
    `The password of your Owo account was changed on ${lagosTime(at)} (Lagos time). Every other device signed in to your account has been signed out.`,
    `If you did not change it, reset your password now: ${reset}`,
  ]);
}

export function twoFactorTurnedOnEmail(to: string, firstName: string, at: Date): EmailMessage {
  return notice(to, 'Two-factor sign-in is on for your Owo account', 'Two-factor sign-in is on', [
    `Hello ${firstName},`,
    `Two-factor sign-in was turned on for your Owo account on ${lagosTime(at)} (Lagos time). From now on, signing in asks for a code from your authenticator app after your password.`,
    'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
    'If you did not turn it on, reset your password and contact your company’s owner.',
  ]);
}

export function twoFactorTurnedOffEmail(to: string, firstName: string, at: Date): EmailMessage {
  return notice(to, 'Two-factor sign-in is off for your Owo account', 'Two-factor sign-in is off', [
    `Hello ${firstName},`,
    `Two-factor sign-in was turned off for your Owo account on ${lagosTime(at)} (Lagos time). Signing in now asks only for your password.`,
    'If you did not turn it off, reset your password and turn two-factor sign-in on again in Settings › Security.',
  ]);
}

/**
 * The code that finishes a sign-in after several wrong passwords on the account. Whoever gave the
 * right password may not be the owner, so the email says what to do if it was not them.
 */
export function signInCodeEmail(to: string, firstName: string, code: string, appUrl: string): EmailMessage {
  const reset = new URL('/auth/forgot-password', appUrl).toString();
  const lines = [
    `Hello ${firstName},`,
    `Your Owo sign-in code is ${code}. It expires in 10 minutes.`,
    'Someone entered the wrong password for your account several times, so signing in now asks for this code as well as the password.',
    `If you are not signing in right now, do not share this code with anyone, and reset your password: ${reset}`,
  ];
  return {
    to,
    subject: `${code} is your Owo sign-in code`,
    text: lines.join('\n\n'),
    html: layout(
      'Finish signing in',
      lines.filter((line) => !line.includes(code)),
      code,
    ),
  };
}
