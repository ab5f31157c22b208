import type { EmailMessage } from './mailer.ts';

/*
 * What a company sends its customers (issue 14): a document with its PDF attached and a link to
 * its public view, and a payment reminder. Written in the company's name; replies go to the
 * company's own email when it has one. The words a sender adds are printed as they typed them,
 * escaped in the HTML.
 */

export interface CustomerEmail {
  to: readonly string[];
  /** The company's email, for replies. */
  replyTo: string | null;
  companyName: string;
  customerName: string;
  /** 'Invoice', 'Estimate', 'Sales receipt'. */
  title: string;
  number: string;
  /** Formatted: '₦33,862.50'. */
  total: string;
  publicUrl: string;
  pdf: { fileName: string; content: Buffer };
}

export interface DocumentEmail extends CustomerEmail {
  /** The sender's own words, above the standard ones. */
  message?: string | undefined;
  /** Open invoices: what is still owed and when ('₦33,862.50', '9 April 2099'). */
  amountDue?: string | null;
  dueDate?: string | null;
  /** Estimates: the last day the prices hold. */
  validTill?: string | null;
}

export interface ReminderEmail extends CustomerEmail {
  amountDue: string;
  dueDate: string | null;
  /** 'Due in 5 days', 'Today', 'Due 3 days ago'. */
  dueLabel: string | null;
  overdue: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function html(title: string, paragraphs: string[], link: { url: string; label: string } | null, companyName: string) {
  const body = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(paragraph)}</p>`)
    .join('');
  const button = !link
    ? ''
    : `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="background:#0b7a4b;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700">${escapeHtml(link.label)}</a></p>`;
  const plainLink = !link
    ? ''
    : `<p style="color:#6b7280;font-size:12px;word-break:break-all">Or open this address: ${escapeHtml(link.url)}</p>`;
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}${plainLink}<p style="color:#6b7280;font-size:12px">Sent by ${escapeHtml(companyName)} with Owo.</p></body></html>`;
}

function attachment(pdf: CustomerEmail['pdf']): NonNullable<EmailMessage['attachments']>[number] {
  return {
    filename: pdf.fileName,
    contentType: 'application/pdf',
    content: pdf.content.toString('base64'),
    encoding: 'base64',
  };
}

function message(
  email: CustomerEmail,
  subject: string,
  heading: string,
  paragraphs: string[],
  linkLabel: string,
): EmailMessage {
  const text = [...paragraphs, `${linkLabel}: ${email.publicUrl}`, email.companyName].join('\n\n');
  return {
    to: email.to.join(', '),
    subject,
    text,
    html: html(heading, [...paragraphs], { url: email.publicUrl, label: linkLabel }, email.companyName),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    attachments: [attachment(email.pdf)],
  };
}

/** A document sent to the customer: the sender's words, what it comes to, the PDF and the link. */
export function documentEmail(email: DocumentEmail): EmailMessage {
  const noun = email.title.toLowerCase();
  const owed =
    email.amountDue && email.dueDate
      ? `The amount due is ${email.amountDue}, to be paid by ${email.dueDate}.`
      : email.amountDue
        ? `The amount due is ${email.amountDue}.`
        : null;
  const paragraphs = [
    `Dear ${email.customerName},`,
    ...(email.message?.trim() ? [email.message.trim()] : []),
    `Please find attached ${noun} ${email.number} from ${email.companyName} for ${email.total}.`,
    ...(owed ? [owed] : []),
    ...(email.validTill ? [`The prices in this estimate hold until ${email.validTill}.`] : []),
    'Thank you for your business.',
  ];
  return message(
    email,
    `${email.title} ${email.number} from ${email.companyName}`,
    `${email.title} ${email.number}`,
    paragraphs,
    `View the ${noun} online`,
  );
}

/** A reminder of an invoice still owed, with what is due and when. */
export function reminderEmail(email: ReminderEmail): EmailMessage {
  const when = email.overdue
    ? `It was due on ${email.dueDate} and is now overdue${email.dueLabel ? ` (${email.dueLabel.toLowerCase()})` : ''}.`
    : email.dueLabel === 'Today'
      ? 'It is due today.'
      : email.dueDate
        ? `It is due on ${email.dueDate}${email.dueLabel ? ` (${email.dueLabel.toLowerCase()})` : ''}.`
        : null;
  const paragraphs = [
    `Dear ${email.customerName},`,
    `This is a friendly reminder that invoice ${email.number} from ${email.companyName} has ${email.amountDue} still to be paid.`,
    ...(when ? [when] : []),
    'The invoice is attached. If you have already paid, thank you, and please ignore this reminder.',
  ];
  const status = email.overdue
    ? ' is overdue'
    : email.dueLabel === 'Today'
      ? ' is due today'
      : email.dueDate
        ? ` is due on ${email.dueDate}`
        : '';
  return message(
    email,
    `Reminder: invoice ${email.number} from ${email.companyName}${status}`,
    `Invoice ${email.number}: ${email.amountDue} due`,
    paragraphs,
    'View the invoice online',
  );
}

/** A purchase order sent to the vendor (issue 27): the PDF attached, no public link (an order has no public view). */
export function purchaseOrderEmail(email: {
  to: readonly string[];
  replyTo: string | null;
  companyName: string;
  vendorName: string;
  number: string;
  total: string;
  deliveryDate: string | null;
  message?: string | undefined;
  pdf: CustomerEmail['pdf'];
}): EmailMessage {
  const paragraphs = [
    `Dear ${email.vendorName},`,
    ...(email.message?.trim() ? [email.message.trim()] : []),
    `Please find attached purchase order ${email.number} from ${email.companyName} for ${email.total}.`,
    ...(email.deliveryDate ? [`We expect delivery by ${email.deliveryDate}.`] : []),
    'Please confirm the order and quote its number on your delivery note and bill.',
  ];
  return {
    to: email.to.join(', '),
    subject: `Purchase order ${email.number} from ${email.companyName}`,
    text: [...paragraphs, email.companyName].join('\n\n'),
    html: html(`Purchase order ${email.number}`, paragraphs, null, email.companyName),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    attachments: [attachment(email.pdf)],
  };
}
