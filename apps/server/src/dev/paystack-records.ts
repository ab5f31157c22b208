import { randomBytes } from 'node:crypto';
import { cronExpression, type PaystackChannel, type PlanInterval, paystackCode } from './paystack-rules.ts';

/*
 * What the stand-in remembers for each merchant (one Paystack integration: a key pair, its
 * customers, transactions, plans and subscriptions), and how each record is written on the wire
 * in Paystack's shapes (reference sections 3 to 6).
 */

export interface PaystackMerchant {
  name: string;
  secretKey: string;
  publicKey: string;
  /** The dashboard's webhook URLs; each event is posted to all of them. */
  webhookUrls: string[];
}

export interface StoredAuthorization {
  code: string;
  signature: string;
  email: string;
  channel: PaystackChannel;
  reusable: boolean;
  bin: string;
  last4: string;
  brand: string;
  bank: string;
  /** Set, later charges of this authorization are declined with this gateway response. */
  declineReason: string | null;
}

export interface StoredCustomer {
  id: number;
  code: string;
  email: string;
  authorizations: StoredAuthorization[];
}

export type TransactionStatus = 'abandoned' | 'success' | 'failed';

export interface StoredTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  customer: StoredCustomer;
  status: TransactionStatus;
  gatewayResponse: string;
  channels: PaystackChannel[];
  channel: PaystackChannel | null;
  callbackUrl: string | null;
  metadata: unknown;
  planCode: string | null;
  fees: number | null;
  authorization: StoredAuthorization | null;
  createdAt: Date;
  paidAt: Date | null;
}

export interface StoredPlan {
  id: number;
  code: string;
  name: string;
  description: string | null;
  amount: number;
  interval: PlanInterval;
  currency: string;
  invoiceLimit: number;
  sendInvoices: boolean;
  sendSms: boolean;
  createdAt: Date;
}

export type SubscriptionStatus = 'active' | 'non-renewing' | 'attention' | 'complete';

export interface StoredSubscription {
  id: number;
  code: string;
  emailToken: string;
  plan: StoredPlan;
  customer: StoredCustomer;
  authorization: StoredAuthorization;
  status: SubscriptionStatus;
  startedAt: Date;
  nextPaymentDate: Date | null;
  createdAt: Date;
}

/** Everything one merchant has, kept apart from every other merchant's. */
export interface MerchantBook {
  merchant: PaystackMerchant;
  customers: Map<string, StoredCustomer>;
  transactions: Map<string, StoredTransaction>;
  plans: Map<string, StoredPlan>;
  subscriptions: Map<string, StoredSubscription>;
}

let lastId = 1_000_000;
export const nextId = () => ++lastId;

export function newBook(merchant: PaystackMerchant): MerchantBook {
  return { merchant, customers: new Map(), transactions: new Map(), plans: new Map(), subscriptions: new Map() };
}

export function customerFor(book: MerchantBook, email: string): StoredCustomer {
  const key = email.toLowerCase();
  const known = book.customers.get(key);
  if (known) return known;
  const customer = { id: nextId(), code: paystackCode('CUS_', 15), email: key, authorizations: [] };
  book.customers.set(key, customer);
  return customer;
}

/** A new authorization from a completed checkout: cards are reusable, bank and USSD payments are not. */
export function newAuthorization(
  customer: StoredCustomer,
  channel: PaystackChannel,
  card: { bin: string; last4: string; brand: string; declineReason: string | null },
): StoredAuthorization {
  const isCard = channel === 'card';
  const authorization: StoredAuthorization = {
    code: paystackCode('AUTH_'),
    signature: isCard ? `SIG_${card.bin}${card.last4}` : paystackCode('SIG_'),
    email: customer.email,
    channel,
    reusable: isCard,
    bin: isCard ? card.bin : '',
    last4: isCard ? card.last4 : '',
    brand: isCard ? card.brand : channel,
    bank: 'TEST BANK',
    declineReason: isCard ? card.declineReason : null,
  };
  customer.authorizations.push(authorization);
  return authorization;
}

export const emailToken = () => randomBytes(10).toString('hex').slice(0, 20);

export function authorizationData(authorization: StoredAuthorization | null) {
  if (!authorization) return {};
  return {
    authorization_code: authorization.code,
    bin: authorization.bin,
    last4: authorization.last4,
    exp_month: '12',
    exp_year: '2030',
    channel: authorization.channel,
    card_type: authorization.channel === 'card' ? authorization.brand : '',
    bank: authorization.bank,
    country_code: 'NG',
    brand: authorization.brand,
    reusable: authorization.reusable,
    signature: authorization.signature,
    account_name: null,
  };
}

export function customerData(customer: StoredCustomer) {
  return {
    id: customer.id,
    first_name: null,
    last_name: null,
    email: customer.email,
    customer_code: customer.code,
    phone: null,
    metadata: null,
    risk_action: 'default',
  };
}

export function planData(plan: StoredPlan) {
  return {
    id: plan.id,
    name: plan.name,
    plan_code: plan.code,
    description: plan.description,
    amount: plan.amount,
    interval: plan.interval,
    currency: plan.currency,
    invoice_limit: plan.invoiceLimit,
    send_invoices: plan.sendInvoices,
    send_sms: plan.sendSms,
    hosted_page: false,
    migrate: false,
    domain: 'test',
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.createdAt.toISOString(),
  };
}

export function transactionData(book: MerchantBook, transaction: StoredTransaction) {
  const plan = transaction.planCode ? book.plans.get(transaction.planCode) : undefined;
  const paidAt = transaction.paidAt?.toISOString() ?? null;
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    requested_amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: paidAt,
    paidAt,
    created_at: transaction.createdAt.toISOString(),
    createdAt: transaction.createdAt.toISOString(),
    channel: transaction.channel ?? 'card',
    currency: transaction.currency,
    ip_address: null,
    metadata: transaction.metadata ?? '',
    log: null,
    fees: transaction.fees,
    fees_split: null,
    authorization: authorizationData(transaction.authorization),
    customer: customerData(transaction.customer),
    plan: plan?.code ?? null,
    plan_object: plan ? planData(plan) : {},
    split: {},
    order_id: null,
    subaccount: {},
  };
}

export function subscriptionData(subscription: StoredSubscription) {
  return {
    id: subscription.id,
    domain: 'test',
    status: subscription.status,
    subscription_code: subscription.code,
    email_token: subscription.emailToken,
    amount: subscription.plan.amount,
    quantity: 1,
    start: Math.floor(subscription.startedAt.getTime() / 1000),
    cron_expression: cronExpression(subscription.startedAt, subscription.plan.interval),
    next_payment_date: subscription.nextPaymentDate?.toISOString() ?? null,
    open_invoice: null,
    invoice_limit: subscription.plan.invoiceLimit,
    createdAt: subscription.createdAt.toISOString(),
    plan: planData(subscription.plan),
    customer: customerData(subscription.customer),
    authorization: authorizationData(subscription.authorization),
  };
}
