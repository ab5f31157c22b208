import { type Answer, type Body, created, ok, refusal, type StandInContext } from './paystack-answers.ts';
import {
  authorizationData,
  customerData,
  emailToken,
  nextId,
  planData,
  type StoredAuthorization,
  type StoredCustomer,
  type StoredPlan,
  type StoredSubscription,
  type StoredTransaction,
  subscriptionData,
  transactionData,
} from './paystack-records.ts';
import { nextPaymentDate, type PlanInterval, paystackCode, planIntervals, wholeKobo } from './paystack-rules.ts';
import { chargeSaved } from './paystack-transactions.ts';

/*
 * Plans and subscriptions (reference sections 2 and 5). A subscription starts after a checkout
 * with a plan, or through POST /subscription with a saved card. Paystack renews on its own
 * clock; the stand-in renews when told (`renewSubscription`, the control API's
 * /__stand-in/subscriptions/:code/renew), so tests decide when a renewal happens and whether
 * the card declines.
 */

export function createPlan(context: StandInContext, body: Body): Answer {
  if (typeof body.name !== 'string' || body.name.trim() === '') return refusal(400, 'Plan name is required');
  const amount = wholeKobo(body.amount);
  if (amount === null) return refusal(400, 'Invalid Amount Sent');
  if (!planIntervals.includes(body.interval as PlanInterval))
    return refusal(400, `Interval must be one of ${planIntervals.join(', ')}`);
  if (body.currency !== undefined && body.currency !== 'NGN') return refusal(400, 'Currency not supported by merchant');
  const plan: StoredPlan = {
    id: nextId(),
    code: paystackCode('PLN_', 15),
    name: body.name.trim(),
    description: typeof body.description === 'string' ? body.description : null,
    amount,
    interval: body.interval as PlanInterval,
    currency: 'NGN',
    invoiceLimit: typeof body.invoice_limit === 'number' ? body.invoice_limit : 0,
    sendInvoices: body.send_invoices !== false,
    sendSms: body.send_sms !== false,
    createdAt: new Date(),
  };
  context.book.plans.set(plan.code, plan);
  return created('Plan created', planData(plan));
}

export function listPlans(context: StandInContext): Answer {
  const plans = [...context.book.plans.values()].reverse().map(planData);
  return ok('Plans retrieved', plans, {
    meta: { total: plans.length, skipped: 0, perPage: 50, page: 1, pageCount: 1 },
  });
}

function planOf(context: StandInContext, idOrCode: string) {
  return [...context.book.plans.values()].find((plan) => plan.code === idOrCode || String(plan.id) === idOrCode);
}

export function fetchPlan(context: StandInContext, idOrCode: string): Answer {
  const plan = planOf(context, idOrCode);
  return plan ? ok('Plan retrieved', planData(plan)) : refusal(404, 'Plan not found', 'not_found');
}

/** A new subscription, and its `subscription.create` event; `charged` when its first period is paid. */
export function startSubscription(
  context: StandInContext,
  start: { plan: StoredPlan; customer: StoredCustomer; authorization: StoredAuthorization; firstCharge: Date },
  charged: boolean,
): StoredSubscription {
  const subscription: StoredSubscription = {
    id: nextId(),
    code: paystackCode('SUB_', 15),
    emailToken: emailToken(),
    plan: start.plan,
    customer: start.customer,
    authorization: start.authorization,
    status: 'active',
    startedAt: start.firstCharge,
    nextPaymentDate: charged ? nextPaymentDate(start.firstCharge, start.plan.interval) : start.firstCharge,
    createdAt: new Date(),
  };
  context.book.subscriptions.set(subscription.code, subscription);
  context.emit('subscription.create', subscriptionData(subscription));
  return subscription;
}

function customerOf(context: StandInContext, value: unknown): StoredCustomer | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.toLowerCase();
  return [...context.book.customers.values()].find((one) => one.email === key || one.code.toLowerCase() === key);
}

const isLive = (subscription: StoredSubscription) => subscription.status !== 'complete';

export function createSubscription(context: StandInContext, body: Body): Answer {
  const customer = customerOf(context, body.customer);
  if (!customer) return refusal(400, 'Customer not found', 'not_found');
  const plan = typeof body.plan === 'string' ? planOf(context, body.plan) : undefined;
  if (!plan) return refusal(400, 'Plan not found', 'not_found');
  const reusable = customer.authorizations.filter((authorization) => authorization.reusable);
  const authorization =
    body.authorization === undefined ? reusable.at(-1) : reusable.find((one) => one.code === body.authorization);
  if (!authorization) return refusal(400, 'This customer has no saved reusable authorization');
  const taken = [...context.book.subscriptions.values()].some(
    (one) => one.customer === customer && one.plan === plan && isLive(one),
  );
  if (taken) return refusal(400, 'This subscription is already in place.', 'duplicate_subscription');
  const startDate = typeof body.start_date === 'string' ? new Date(body.start_date) : null;
  if (startDate && Number.isNaN(startDate.getTime())) return refusal(400, 'Invalid start_date: use ISO 8601');
  if (startDate) {
    const later = startSubscription(context, { plan, customer, authorization, firstCharge: startDate }, false);
    return ok('Subscription successfully created', subscriptionData(later));
  }
  // Without a start date the first period is charged now.
  const subscription = startSubscription(context, { plan, customer, authorization, firstCharge: new Date() }, true);
  const transaction = chargeSaved(context, {
    authorization,
    amount: plan.amount,
    reference: paystackCode('', 12),
    metadata: null,
    planCode: plan.code,
  });
  if (transaction.status !== 'success') fail(context, subscription, transaction);
  return ok('Subscription successfully created', subscriptionData(subscription));
}

function subscriptionOf(context: StandInContext, idOrCode: string) {
  return [...context.book.subscriptions.values()].find((one) => one.code === idOrCode || String(one.id) === idOrCode);
}

export function fetchSubscription(context: StandInContext, idOrCode: string): Answer {
  const subscription = subscriptionOf(context, idOrCode);
  if (!subscription) return refusal(404, 'Subscription not found', 'not_found');
  return ok('Subscription retrieved successfully', subscriptionData(subscription));
}

/** Disable: no more charges; paid until the period ends ('non-renewing'), then 'complete' at renewal time. */
export function disableSubscription(context: StandInContext, body: Body): Answer {
  const subscription = typeof body.code === 'string' ? subscriptionOf(context, body.code) : undefined;
  if (!subscription || subscription.emailToken !== body.token || !['active', 'attention'].includes(subscription.status))
    return refusal(400, 'Subscription with code not found or already inactive', 'not_found');
  subscription.status = 'non-renewing';
  context.emit('subscription.not_renew', subscriptionData(subscription));
  return ok('Subscription disabled successfully');
}

export function enableSubscription(context: StandInContext, body: Body): Answer {
  const subscription = typeof body.code === 'string' ? subscriptionOf(context, body.code) : undefined;
  if (!subscription || subscription.emailToken !== body.token || subscription.status === 'active')
    return refusal(400, 'Subscription with code not found or already active', 'not_found');
  subscription.status = 'active';
  subscription.nextPaymentDate ??= new Date();
  return ok('Subscription enabled successfully');
}

function invoiceData(subscription: StoredSubscription, transaction: StoredTransaction, code: string) {
  const paid = transaction.status === 'success';
  return {
    domain: 'test',
    invoice_code: code,
    amount: transaction.amount,
    period_start: (subscription.nextPaymentDate ?? new Date()).toISOString(),
    period_end: nextPaymentDate(subscription.nextPaymentDate ?? new Date(), subscription.plan.interval).toISOString(),
    status: paid ? 'success' : 'failed',
    paid,
    paid_at: transaction.paidAt?.toISOString() ?? null,
    description: transaction.gatewayResponse,
    authorization: authorizationData(subscription.authorization),
    subscription: subscriptionData(subscription),
    customer: customerData(subscription.customer),
    transaction: {
      reference: transaction.reference,
      status: transaction.status,
      amount: transaction.amount,
      currency: transaction.currency,
    },
    created_at: new Date().toISOString(),
  };
}

/** A declined renewal: the subscription needs attention and `invoice.payment_failed` is sent. */
function fail(context: StandInContext, subscription: StoredSubscription, transaction: StoredTransaction) {
  subscription.status = 'attention';
  context.emit('invoice.payment_failed', invoiceData(subscription, transaction, paystackCode('INV_', 15)));
}

/** What Paystack does when a subscription's payment date comes (control API only). */
export function renewSubscription(context: StandInContext, idOrCode: string): Answer {
  const subscription = subscriptionOf(context, idOrCode);
  if (!subscription) return refusal(404, 'Subscription not found', 'not_found');
  if (subscription.status === 'complete') return refusal(400, 'This subscription is complete: nothing to renew');
  if (subscription.status === 'non-renewing') {
    subscription.status = 'complete';
    subscription.nextPaymentDate = null;
    context.emit('subscription.disable', subscriptionData(subscription));
    return ok('Subscription completed', { subscription: subscriptionData(subscription) });
  }
  const transaction = chargeSaved(context, {
    authorization: subscription.authorization,
    amount: subscription.plan.amount,
    reference: paystackCode('', 12),
    metadata: { invoice_action: 'create' },
    planCode: subscription.plan.code,
  });
  if (transaction.status === 'success') {
    const invoice = invoiceData(subscription, transaction, paystackCode('INV_', 15));
    subscription.status = 'active';
    subscription.nextPaymentDate = nextPaymentDate(
      subscription.nextPaymentDate ?? new Date(),
      subscription.plan.interval,
    );
    context.emit('invoice.update', invoice);
  } else fail(context, subscription, transaction);
  return ok('Renewal attempted', {
    subscription: subscriptionData(subscription),
    transaction: transactionData(context.book, transaction),
  });
}
