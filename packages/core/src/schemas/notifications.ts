import { z } from 'zod';
import { fieldsObject, notValid, text, yesOrNo } from './fields.ts';

/*
 * The answers of the notifications feed and the first steps (issue 11): the server checks what it
 * sends against these shapes and the web app takes its types from them.
 */

/** One of the signed-in person's notices (GET /notifications). */
export const notificationViewSchema = fieldsObject({
  _id: text('Notification'),
  kind: text('Notification type'),
  title: text('Title'),
  body: text('Text'),
  /** The in-app page it opens. */
  link: text('Page'),
  read: yesOrNo('Read'),
  createdAt: text('Created'),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/**
 * The first steps the member may do, and which the company has done (GET /getting-started), each
 * worded by the server; the web app gives it an icon and a page by its key.
 */
export const gettingStartedViewSchema = fieldsObject({
  steps: z.array(
    fieldsObject(
      {
        /** The web app's icon and page for the step: bankAccount, firstInvoice, firstPayment... */
        key: text('Step'),
        title: text('Title'),
        text: text('Text'),
        done: yesOrNo('Done'),
      },
      'Step',
    ),
    { error: notValid('Steps') },
  ),
});
export type GettingStartedView = z.infer<typeof gettingStartedViewSchema>;
