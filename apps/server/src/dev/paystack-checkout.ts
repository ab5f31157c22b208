import type { Answer, StandInContext } from './paystack-answers.ts';
import { embeddedOutcome } from './paystack-inline.ts';
import { newAuthorization, type StoredTransaction } from './paystack-records.ts';
import { checkoutChannels, type PaystackChannel } from './paystack-rules.ts';
import { startSubscription } from './paystack-subscriptions.ts';
import { markDeclined, markPaid } from './paystack-transactions.ts';

/*
 * The stand-in's hosted checkout (`authorization_url`): a plain HTML form that works on a phone
 * without JavaScript. The customer picks a channel (and, for a card, one of the test cards) and
 * presses Pay or Decline; either way the transaction is completed and the browser goes back to
 * the `callback_url` with `?reference=...&trxref=...`, where Owo verifies it. (Paystack's own
 * page lets a declined customer try again; this one lets them too, by opening it again.)
 */

/** The test cards the checkout offers (reference section 9). */
export const testCards = {
  '4084084084084081': {
    label: 'Test Visa 4084 0840 8408 4081 (pays, and pays again when charged later)',
    bin: '408408',
    last4: '4081',
    brand: 'visa',
    declineReason: null,
  },
  '5060666666666666666': {
    label: 'Test Verve 5060 6666 6666 6666 666 (pays now, declined "Insufficient Funds" when charged later)',
    bin: '506066',
    last4: '6666',
    brand: 'verve',
    declineReason: 'Insufficient Funds',
  },
} as const;
type TestCardNumber = keyof typeof testCards;
const defaultCard: TestCardNumber = '4084084084084081';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const naira = (kobo: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);

function page(title: string, content: string): Answer {
  return {
    status: 200,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:0 0 1rem;padding:.75rem}
label{display:block;padding:.5rem 0;font-size:1rem}
button{display:block;width:100%;padding:.9rem;margin:.5rem 0;font-size:1.05rem;border-radius:.5rem;border:0}
.pay{background:#0ba4db;color:#fff}.decline{background:#e5e7eb;color:#111}
</style></head><body><main>${content}</main></body></html>`,
  };
}

export function checkoutPage(context: StandInContext, transaction: StoredTransaction): Answer {
  const merchant = escapeHtml(context.book.merchant.name);
  if (transaction.status === 'success')
    return page('Paid', `<h1>${merchant}</h1><p>This payment is complete: ${naira(transaction.amount)} was paid.</p>`);
  const offered = checkoutChannels.filter((channel) => transaction.channels.includes(channel));
  const channels = offered.length > 0 ? offered : ['card' as const];
  const channelChoices = channels
    .map(
      (channel, index) =>
        `<label><input type="radio" name="channel" value="${channel}"${index === 0 ? ' checked' : ''}> ${
          { card: 'Card', bank: 'Bank', ussd: 'USSD' }[channel]
        }</label>`,
    )
    .join('');
  const cardChoices = Object.entries(testCards)
    .map(
      ([number, card]) =>
        `<label><input type="radio" name="card" value="${number}"${number === defaultCard ? ' checked' : ''}> ${escapeHtml(card.label)}</label>`,
    )
    .join('');
  const earlier =
    transaction.status === 'failed'
      ? `<p>The last attempt failed: ${escapeHtml(transaction.gatewayResponse)}.</p>`
      : '';
  return page(
    `Pay ${merchant}`,
    `<h1>${merchant}</h1><p>${escapeHtml(transaction.customer.email)}</p>
<p class="amount">${naira(transaction.amount)}</p>${earlier}
<form method="post">
<fieldset><legend>Pay with</legend>${channelChoices}</fieldset>
${channels.includes('card') ? `<fieldset><legend>Test card (when paying by card)</legend>${cardChoices}</fieldset>` : ''}
<button class="pay" type="submit" name="action" value="pay">Pay ${naira(transaction.amount)}</button>
<button class="decline" type="submit" name="action" value="decline">Decline</button>
</form>`,
  );
}

/** The form's answer: the payment succeeds or is declined, then back to the merchant's site. */
export function completeCheckout(
  context: StandInContext,
  transaction: StoredTransaction,
  form: URLSearchParams,
  embedded = false,
): Answer {
  if (transaction.status === 'success' && !embedded) return checkoutPage(context, transaction);
  const asked = form.get('channel') as PaystackChannel | null;
  const channel: PaystackChannel = asked && transaction.channels.includes(asked) ? asked : 'card';
  const declined = form.get('action') === 'decline' && transaction.status !== 'success';
  if (declined) markDeclined(transaction, channel, 'Declined');
  else if (transaction.status !== 'success') {
    const number = (form.get('card') ?? defaultCard) as TestCardNumber;
    const card = testCards[number] ?? testCards[defaultCard];
    const authorization = newAuthorization(transaction.customer, channel, card);
    markPaid(context, transaction, channel, authorization);
    const plan = transaction.planCode ? context.book.plans.get(transaction.planCode) : undefined;
    // A checkout with a plan starts the subscription once a card has paid (reference section 5).
    if (plan && authorization.reusable)
      startSubscription(
        context,
        { plan, customer: transaction.customer, authorization, firstCharge: new Date() },
        true,
      );
  }
  const outcome = declined ? 'Payment declined' : 'Payment successful';
  // In Paystack's popup (paystack-inline.ts) the page tells its parent instead of redirecting.
  if (embedded)
    return embeddedOutcome({
      status: transaction.status,
      reference: transaction.reference,
      id: transaction.id,
      message: outcome,
    });
  if (!transaction.callbackUrl) {
    return page(
      outcome,
      `<h1>${outcome}</h1><p>Reference ${escapeHtml(transaction.reference)}. You may close this page.</p>`,
    );
  }
  const back = new URL(transaction.callbackUrl);
  back.searchParams.set('trxref', transaction.reference);
  back.searchParams.set('reference', transaction.reference);
  return { status: 303, location: back.toString() };
}
