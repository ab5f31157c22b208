import { type Answer, type Body, ok, refusal, type StandInContext } from './paystack-answers.ts';
import {
  customerFor,
  nextId,
  type StoredAuthorization,
  type StoredTransaction,
  transactionData,
} from './paystack-records.ts';
import {
  checkoutChannels,
  isEmail,
  isValidReference,
  localFeeKobo,
  type PaystackChannel,
  paystackChannels,
  paystackCode,
  wholeKobo,
} from './paystack-rules.ts';

/*
 * One-off payments (reference sections 3 and 4): initialize -> the customer pays at the checkout
 * -> verify, and charging a saved authorization again. A reference is unique per merchant: the
 * same one twice is refused with "Duplicate Transaction Reference", as Paystack does.
 */

/** The reference given, or a new one; or the refusal Paystack gives for a bad or used one. */
function referenceFor(context: StandInContext, value: unknown): string | Answer {
  if (value === undefined || value === null || value === '') return paystackCode('', 12);
  if (typeof value !== 'string' || !isValidReference(value))
    return refusal(400, 'Invalid transaction reference: only -, ., = and alphanumeric characters are allowed');
  if (context.book.transactions.has(value))
    return refusal(400, 'Duplicate Transaction Reference', 'duplicate_reference');
  return value;
}

function currencyRefusal(value: unknown): Answer | null {
  return value === undefined || value === 'NGN' ? null : refusal(400, 'Currency not supported by merchant');
}

function channelsOf(value: unknown): PaystackChannel[] | null {
  if (value === undefined) return [...checkoutChannels];
  if (!Array.isArray(value) || value.length === 0) return null;
  const known = new Set<string>(paystackChannels);
  return value.every((channel) => typeof channel === 'string' && known.has(channel))
    ? (value as PaystackChannel[])
    : null;
}

function store(context: StandInContext, fields: Omit<StoredTransaction, 'id' | 'accessCode' | 'createdAt'>) {
  const transaction: StoredTransaction = {
    ...fields,
    id: nextId(),
    accessCode: paystackCode('', 15),
    createdAt: new Date(),
  };
  context.book.transactions.set(transaction.reference, transaction);
  context.checkouts.set(transaction.accessCode, { book: context.book, reference: transaction.reference });
  return transaction;
}

export function initializeTransaction(context: StandInContext, body: Body): Answer {
  if (!isEmail(body.email)) return refusal(400, 'Invalid Email Address Passed');
  const plan = typeof body.plan === 'string' && body.plan !== '' ? context.book.plans.get(body.plan) : undefined;
  if (typeof body.plan === 'string' && body.plan !== '' && !plan) return refusal(400, 'Plan not found');
  // A plan's amount overrides the one sent (reference section 3).
  const amount = plan ? plan.amount : wholeKobo(body.amount);
  if (amount === null) return refusal(400, 'Invalid Amount Sent');
  const refused = currencyRefusal(body.currency);
  if (refused) return refused;
  const channels = channelsOf(body.channels);
  if (!channels) return refusal(400, `Invalid channels: choose from ${paystackChannels.join(', ')}`);
  const reference = referenceFor(context, body.reference);
  if (typeof reference !== 'string') return reference;
  const transaction = store(context, {
    reference,
    amount,
    currency: 'NGN',
    customer: customerFor(context.book, body.email),
    status: 'abandoned',
    gatewayResponse: 'The transaction was not completed',
    channels,
    channel: null,
    callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
    metadata: body.metadata ?? null,
    planCode: plan?.code ?? null,
    fees: null,
    authorization: null,
    paidAt: null,
  });
  return ok('Authorization URL created', {
    authorization_url: `${context.publicUrl}/checkout/${transaction.accessCode}`,
    access_code: transaction.accessCode,
    reference,
  });
}

export function verifyTransaction(context: StandInContext, reference: string): Answer {
  const transaction = context.book.transactions.get(reference);
  if (!transaction) return refusal(400, 'Transaction reference not found', 'transaction_not_found');
  return ok('Verification successful', transactionData(context.book, transaction));
}

/** A successful charge: Paystack's fee is taken and `charge.success` is sent to the webhooks. */
export function markPaid(
  context: StandInContext,
  transaction: StoredTransaction,
  channel: PaystackChannel,
  authorization: StoredAuthorization,
) {
  transaction.status = 'success';
  transaction.gatewayResponse = 'Successful';
  transaction.channel = channel;
  transaction.authorization = authorization;
  transaction.fees = localFeeKobo(transaction.amount);
  transaction.paidAt = new Date();
  context.emit('charge.success', transactionData(context.book, transaction));
}

export function markDeclined(transaction: StoredTransaction, channel: PaystackChannel, reason: string) {
  transaction.status = 'failed';
  transaction.gatewayResponse = reason;
  transaction.channel = channel;
  transaction.fees = null;
}

/** Charges a saved authorization now: for charge_authorization and for a subscription's renewal. */
export function chargeSaved(
  context: StandInContext,
  charge: {
    authorization: StoredAuthorization;
    amount: number;
    reference: string;
    metadata: unknown;
    planCode?: string;
  },
): StoredTransaction {
  const transaction = store(context, {
    reference: charge.reference,
    amount: charge.amount,
    currency: 'NGN',
    customer: customerFor(context.book, charge.authorization.email),
    status: 'abandoned',
    gatewayResponse: 'The transaction was not completed',
    channels: [charge.authorization.channel],
    channel: charge.authorization.channel,
    callbackUrl: null,
    metadata: charge.metadata ?? null,
    planCode: charge.planCode ?? null,
    fees: null,
    authorization: charge.authorization,
    paidAt: null,
  });
  const { declineReason } = charge.authorization;
  if (declineReason) markDeclined(transaction, charge.authorization.channel, declineReason);
  else markPaid(context, transaction, charge.authorization.channel, charge.authorization);
  return transaction;
}

export function findAuthorization(context: StandInContext, code: unknown): StoredAuthorization | undefined {
  for (const customer of context.book.customers.values()) {
    const found = customer.authorizations.find((authorization) => authorization.code === code);
    if (found) return found;
  }
  return undefined;
}

export function chargeAuthorization(context: StandInContext, body: Body): Answer {
  if (!isEmail(body.email)) return refusal(400, 'Invalid Email Address Passed');
  const amount = wholeKobo(body.amount);
  if (amount === null) return refusal(400, 'Invalid Amount Sent');
  const authorization = findAuthorization(context, body.authorization_code);
  if (!authorization) return refusal(400, 'Invalid authorization code', 'invalid_authorization');
  if (authorization.email !== body.email.toLowerCase())
    return refusal(400, 'Authorization code does not belong to this customer', 'invalid_authorization');
  if (!authorization.reusable) return refusal(400, 'This authorization is not reusable', 'invalid_authorization');
  const refused = currencyRefusal(body.currency);
  if (refused) return refused;
  const reference = referenceFor(context, body.reference);
  if (typeof reference !== 'string') return reference;
  const transaction = chargeSaved(context, { authorization, amount, reference, metadata: body.metadata });
  // Declined or not, the attempt is answered 200 with the transaction's own status (reference section 4).
  return ok('Charge attempted', transactionData(context.book, transaction));
}
