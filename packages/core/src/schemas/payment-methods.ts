import { z } from 'zod';
import { fieldsObject, notValid, requiredString } from './fields.ts';

/** Payment methods (Cash, Bank Transfer, POS...): a name, unique in the company, and a description. */
export const paymentMethodBodySchema = fieldsObject({
  name: requiredString('Name', { max: 60 }),
  description: z
    .string({ error: notValid('Description') })
    .trim()
    .max(300, 'Description must be at most 300 characters')
    .optional(),
});
export type PaymentMethodInput = z.input<typeof paymentMethodBodySchema>;
export type PaymentMethodBody = z.output<typeof paymentMethodBodySchema>;
export const paymentMethodUpdateSchema = paymentMethodBodySchema.partial();
