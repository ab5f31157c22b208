import type { Answer } from './paystack-answers.ts';

/*
 * The stand-in's answer to Paystack's popup script (https://js.paystack.co/v2/inline.js, reference
 * section 7), served at /v2/inline.js: `new PaystackPop().resumeTransaction(access_code, { onSuccess,
 * onCancel, onError, onLoad })` opens the stand-in's checkout in an overlay, as Paystack's popup
 * does, and calls back with `{ reference, trxref, status, message, transaction }`. Only the
 * server-first flow (initialize on the server, resume in the browser) is offered: it is the one the
 * reference recommends, since the browser then cannot change the amount or the plan.
 */

/** What the checkout, opened in the overlay, tells the page once the customer has pressed a button. */
export function embeddedOutcome(outcome: { status: string; reference: string; id: number; message: string }): Answer {
  const message = JSON.stringify({ source: 'paystack-stand-in', ...outcome }).replace(/</g, '\\u003c');
  return {
    status: 200,
    html: `<!doctype html><meta charset="utf-8"><p>${outcome.message}</p><script>parent.postMessage(${message}, '*');</script>`,
  };
}

export function inlineScript(publicUrl: string): Answer {
  const origin = JSON.stringify(publicUrl);
  return {
    status: 200,
    javascript: `(function () {
  var origin = ${origin};
  function PaystackPop() {}
  PaystackPop.prototype.resumeTransaction = function (accessCode, callbacks) {
    callbacks = callbacks || {};
    var overlay = document.createElement('div');
    overlay.setAttribute('data-paystack-stand-in', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = 'Paystack checkout';
    frame.src = origin + '/checkout/' + encodeURIComponent(accessCode) + '?embed=1';
    frame.style.cssText = 'border:0;background:#fff;width:100%;max-width:420px;height:100%;max-height:720px;border-radius:8px';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.setAttribute('aria-label', 'Close the payment window');
    close.style.cssText = 'position:absolute;top:8px;right:8px;padding:8px 12px;border:0;border-radius:6px;background:#fff';
    function finish() { window.removeEventListener('message', listen); overlay.remove(); }
    function listen(event) {
      if (event.origin !== origin || !event.data || event.data.source !== 'paystack-stand-in') return;
      finish();
      var answer = { reference: event.data.reference, trxref: event.data.reference, status: event.data.status,
        message: event.data.message, transaction: String(event.data.id) };
      if (event.data.status === 'success') { if (callbacks.onSuccess) callbacks.onSuccess(answer); }
      else if (callbacks.onError) callbacks.onError({ message: event.data.message });
      else if (callbacks.onCancel) callbacks.onCancel();
    }
    close.onclick = function () { finish(); if (callbacks.onCancel) callbacks.onCancel(); };
    frame.onload = function () { if (callbacks.onLoad) callbacks.onLoad({ accessCode: accessCode }); };
    window.addEventListener('message', listen);
    overlay.appendChild(frame);
    overlay.appendChild(close);
    document.body.appendChild(overlay);
  };
  PaystackPop.prototype.newTransaction = function (options) {
    var error = { message: 'The Paystack stand-in supports resumeTransaction(access_code) only: initialize on the server' };
    if (options && options.onError) options.onError(error); else throw new Error(error.message);
  };
  window.PaystackPop = PaystackPop;
})();
`,
  };
}
