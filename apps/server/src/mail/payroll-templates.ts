import type { EmailMessage } from './mailer.ts';
import { layout } from './templates.ts';

/*
 * What a company sends its employees (issue 28): their payslip for a month, as a PDF attachment.
 * The figures stay in the attachment, not in the email's text, which mail programs show in
 * previews and notifications. Replies go to the company's own email when it has one.
 */

export interface PayslipEmail {
  to: string;
  replyTo: string | null;
  companyName: string;
  employeeName: string;
  /** 'January 2026'. */
  month: string;
  pdf: { fileName: string; content: Buffer };
}

export function payslipEmail(email: PayslipEmail): EmailMessage {
  const paragraphs = [
    `Hello ${email.employeeName},`,
    `Your payslip for ${email.month} from ${email.companyName} is attached as a PDF.`,
    'If anything on it looks wrong, reply to this email.',
  ];
  return {
    to: email.to,
    subject: `Payslip for ${email.month} from ${email.companyName}`,
    text: [...paragraphs, email.companyName].join('\n\n'),
    html: layout(`Your payslip for ${email.month}`, paragraphs),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    attachments: [
      {
        filename: email.pdf.fileName,
        contentType: 'application/pdf',
        content: email.pdf.content.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
