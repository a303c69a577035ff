import { PaymentProviderSchema } from '@ticketkit/contract';
import { absolutise } from '../domain/format.ts';
import { bind, readBody } from '../http/bind.ts';
import { ApiError, problemResponse } from '../http/problem.ts';
import { log } from '../log/logger.ts';
import { applyPayment } from '../payments/apply.ts';
import { currentBooking, readBooking } from '../payments/booking-state.ts';
import { unavailable } from '../payments/orders.ts';
import { applyRefundWebhook } from '../payments/refunds.ts';
import { ProviderUnavailable, WebhookRejected, type ProviderPayment } from '../payments/provider.ts';
import type { RouteContext } from './context.ts';

/**
 * The provider's webhooks (the source of truth) and the browser's checkout result (which only
 * speeds things up): both end in the same function, so whichever lands first applies and the
 * other changes nothing.
 */
export function paymentRoutes({ app, db, calls, bindOptions, payments: provider }: RouteContext): void {
  // The signature covers the body byte for byte: it is read raw, never through the JSON body parser.
  app.post('/v1/payments/:provider/webhooks', async (c) => {
    const name = PaymentProviderSchema.safeParse(c.req.param('provider'));
    if (!name.success || name.data !== provider.name) {
      throw new ApiError('not-found', `This API takes no payments through ${c.req.param('provider').slice(0, 40)}.`);
    }
    const raw = await readBody(c);
    let event;
    try {
      event = provider.parseWebhook(raw, c.req.raw.headers);
    } catch (error) {
      if (error instanceof WebhookRejected) return problemResponse(new ApiError('payment/invalid-webhook', error.message));
      throw error;
    }
    if (event.kind === 'refund') {
      const { outcome } = await applyRefundWebhook(db, provider, event, raw);
      if (outcome === 'unknown-refund') {
        log.warn({ eventId: event.eventId, event: event.event, refundId: event.refund.id, paymentId: event.refund.paymentId }, 'refund webhook for a refund this API does not know; refused');
        return problemResponse(new ApiError('payment/invalid-webhook', `The refund ${event.refund.id} is not one this API made.`));
      }
      return c.json({ outcome });
    }
    if (event.kind !== 'payment') return c.json({ outcome: 'ignored' });
    const outcome = await applyPayment({ db, calls, provider }, event.payment, { eventId: event.eventId, event: event.event, payload: raw });
    if (outcome.outcome === 'unknown-order') {
      // Signed by the provider, so worth a look: a payment on an order made elsewhere on the same account, or data lost here.
      log.warn({ eventId: event.eventId, event: event.event, orderId: event.payment.orderId, paymentId: event.payment.id }, 'payment webhook for an order this API does not know; refused');
      return problemResponse(new ApiError('payment/invalid-webhook', `The payment ${event.payment.id} is for an order this API does not know.`));
    }
    return c.json({ outcome: outcome.outcome });
  });

  bind(app, 'submitPaymentResult', bindOptions, async ({ c, params, body, user, urls }) => {
    const booking = await readBooking(db, user.uid, params.bookingId ?? '');
    if (!booking) throw new ApiError('not-found', `You have no booking ${params.bookingId}.`);
    const order = booking.state.order;
    if (!order || order.id !== body.orderId || order.provider !== provider.name || !provider.verifyCheckout(body)) {
      throw new ApiError('payment/invalid-signature', 'This payment result was not signed by the payment provider for this booking\'s order.');
    }
    let payment: ProviderPayment;
    try {
      payment = await provider.fetchPayment(body.paymentId);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw unavailable(error.message);
      throw error;
    }
    if (payment.orderId !== order.id) throw new ApiError('payment/invalid-signature', 'This payment is not one of this booking\'s order.');
    await applyPayment({ db, calls, provider }, payment, { eventId: null, event: 'checkout-result' });
    const now = await readBooking(db, user.uid, params.bookingId ?? '');
    return c.json(absolutise(await currentBooking(db, now!.details, now!.state, provider, urls.origin), urls));
  });
}
