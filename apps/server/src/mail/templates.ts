import type { EmailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:8px;font-weight:700;margin:24px 0">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:520px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${codeBlock}${body}<p style="color:#6b7280;font-size:12px">Owo: accounting, sales, payroll and tax for Nigerian businesses.</p></body></html>`;
}

export function verificationCodeEmail(to: string, firstName: string, code: string): EmailMessage {
  const lines = [
    `Hello ${firstName},`,
    `Your Owo verification code is ${code}. It expires in 10 minutes.`,
    'If you did not create an Owo account, you can ignore this email.',
  ];
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
