// The sandbox checkout page's only script (served from the API's origin, so the page's CSP needs no
// inline script). It records the payer's choice through the pay endpoint and tells the page that
// opened the checkout what happened, with the message contract of checkout-result.ts.
(() => {
  const main = document.querySelector('main[data-pay-url]');
  if (!main) return;
  const status = document.getElementById('status');
  const buttons = Array.from(main.querySelectorAll('button[data-outcome]'));
  const SOURCE = 'ticketkit-sandbox';
  // The page serves the choices disabled: only now does a click record anything.
  for (const b of buttons) b.disabled = false;

  /** The opener's origin: messages carry a payment's signature, so they go to it alone when it is known. */
  function parentOrigin() {
    const ancestors = window.location.ancestorOrigins;
    if (ancestors && ancestors.length > 0) return ancestors[0];
    try {
      if (document.referrer) return new URL(document.referrer).origin;
    } catch {
      // An unreadable referrer: fall through.
    }
    return '*';
  }
  function tell(message) {
    const opener = window.parent !== window ? window.parent : window.opener;
    if (opener) opener.postMessage(message, parentOrigin());
  }
  function setBusy(busy) {
    main.setAttribute('aria-busy', String(busy));
    for (const b of buttons) b.setAttribute('aria-disabled', String(busy));
  }
  const DESCRIBE = {
    success: () => 'Paid. This window will close.',
    pending: () => 'Waiting for your UPI app. The payment will be confirmed shortly.',
    failed: (m) => `Payment failed: ${m.error.description} You can try again.`,
    dismissed: () => 'Checkout closed without paying.',
  };

  let busy = false;
  main.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-outcome]') : null;
    if (!button || busy) return;
    busy = true;
    setBusy(true);
    status.textContent = 'Processing…';
    try {
      const response = await fetch(main.dataset.payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: button.dataset.method, outcome: button.dataset.outcome }),
      });
      const message = await response.json();
      if (!response.ok) throw new Error(message.detail || `the sandbox answered ${response.status}`);
      status.textContent = DESCRIBE[message.type](message);
      tell(message);
      if (message.type === 'failed' || message.type === 'dismissed') {
        busy = false;
        setBusy(false);
      }
    } catch (error) {
      status.textContent = `The sandbox could not record the payment (${error.message}). Try again.`;
      busy = false;
      setBusy(false);
    }
  });
  // Escape closes a checkout, as Razorpay's does.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !busy) tell({ source: SOURCE, type: 'dismissed' });
  });
})();
