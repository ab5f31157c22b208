import type { EmailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:8px;font-weight:700;margin:24px 0">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:520px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}<p style="color:#6b7280;font-size:12px">Owo: accounting, sales, payroll and tax for Nigerian businesses.</p></body></html>`;
}

export function verificationCodeEmail(to: string, firstName: string, code: string): EmailMessage {
  return codeEmail(to, firstName, code, ['If you did not create an Owo account, you can ignore this email.']);
}

/** A verification code with what the reader should know about it, the code standing out in the HTML. */
function codeEmail(to: string, firstName: string, code: string, notes: string[]): EmailMessage {
  const lines = [`Hello ${firstName},`, `Your Owo verification code is ${code}. It expires in 10 minutes.`, ...notes];
  return {
    to,
    subject: `${code} is your Owo verification code`,
    text: lines.join('\n\n'),
    html: layout(
      'Verify your email',
      lines.filter((line) => !line.includes(code)),
      code,
    ),
  };
}

/**
 * The code for a sign-up that replaced an earlier one still waiting for its code. It says so: if
 * the reader did not just sign up, someone else did, and must not get the account.
 */
export function replacedSignupCodeEmail(to: string, firstName: string, code: string): EmailMessage {
  return codeEmail(to, firstName, code, [
    'This email address was used to start creating an Owo account more than once. This code is for the latest attempt, and the earlier codes no longer work.',
    'If you did not just sign up, do not use this code: create your account yourself, or ignore this email.',
  ]);
}

/** To the owner of an account when someone tries to sign up again with its email. */
export function signupAttemptEmail(to: string, firstName: string, appUrl: string): EmailMessage {
  const signIn = new URL('/auth/signin', appUrl).toString();
  const reset = new URL('/auth/forgot-password', appUrl).toString();
  const lines = [
    `Hello ${firstName},`,
    'Someone tried to create an Owo account with your email address. You already have an account, so nothing was changed.',
    `If it was you, sign in or reset your password. Sign in: ${signIn}`,
    `Forgot your password? Set a new one: ${reset}`,
    'If it was not you, you can ignore this email: your account and password stay as they are.',
  ];
  return {
    to,
    subject: 'Someone tried to create an Owo account with your email',
    text: lines.join('\n\n'),
    html: layout('You already have an Owo account', lines),
  };
}

export function passwordResetCodeEmail(to: string, firstName: string, code: string): EmailMessage {
  const lines = [
    `Hello ${firstName},`,
    `Use the code ${code} to set a new password for your Owo account. It expires in 10 minutes.`,
    'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: `${code} is your Owo password reset code`,
    text: lines.join('\n\n'),
    html: layout(
      'Reset your password',
      lines.filter((line) => !line.includes(code)),
      code,
    ),
  };
}

export function demoLinkEmail(to: string, link: string): EmailMessage {
  const lines = [
    'Hello,',
    'Your Owo demo company is ready: a Lagos shop with three months of sales, stock, rent and salaries already in the books.',
    `Open it with this link (it works once, within 24 hours): ${link}`,
    'If you did not ask for an Owo demo, you can ignore this email.',
  ];
  return {
    to,
    subject: 'Your Owo demo company is ready',
    text: lines.join('\n\n'),
    html: layout('Your demo is ready', lines),
  };
}

export function contactMessageEmail(
  to: string,
  message: { name: string; email: string; company?: string | undefined; message: string },
): EmailMessage {
  const from = message.company ? `${message.name} (${message.company})` : message.name;
  const lines = [`From: ${from} <${message.email}>`, message.message];
  return {
    to,
    subject: `Contact form: ${from}`,
    text: lines.join('\n\n'),
    html: layout('New message from the website', lines),
  };
}
