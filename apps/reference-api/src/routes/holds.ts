import { belowMinimumPayment, MIN_PAYMENT_PAISE, priceOrder, promoDiscount, toAmounts, type Hold, type HoldQuote, type HoldStatus, type PromoTerms } from '@ticketkit/contract';
import type { HoldCall } from '../db/booking-calls.ts';
import { newId } from '../domain/ids.ts';
import type { AccountLimits } from '../limits/config.ts';
import { bind } from '../http/bind.ts';
import { ApiError, functionError, isFunctionError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';
import { formatRupees } from '../money.ts';

interface HoldRow {
  id: string;
  status: HoldStatus;
  event_id: string;
  session_id: string;
  company_slug: string | null;
  expires_at: string;
  items: Hold['items'];
  amounts: Hold['amounts'];
}

export function holdRoutes(ctx: RouteContext): void {
  const { app, db, calls, config, bindOptions } = ctx;

  bind(app, 'createHold', bindOptions, async ({ c, body, user }) => {
    // One line per ticket type: repeated ticket types are added up.
    const quantities = new Map<string, number>();
    for (const item of body.items) quantities.set(item.ticketTypeId, (quantities.get(item.ticketTypeId) ?? 0) + item.quantity);
    const request: HoldCall & { accountLimits: AccountLimits } = {
      id: newId('ho'), uid: user.uid, email: user.email, emailVerified: user.emailVerified, sessionId: body.sessionId,
      ticketTypeIds: [...quantities.keys()], quantities: [...quantities.values()], companySlug: body.companySlug ?? null,
      ttlSeconds: config.holdTtlSeconds, maxPerOrder: config.maxTicketsPerOrder, accountLimits: config.limits.account,
    };
    const result = await calls.createHold(request);
    if (isFunctionError(result)) throw functionError(result);
    return c.json(result as Hold, 201);
  });

  bind(app, 'getHold', bindOptions, async ({ c, params, user }) => {
    const { rows } = await db.query<HoldRow>(
      `select id, case when status = 'active' and expires_at <= now() then 'expired' else status end as status,
              event_id, session_id, company_slug, tk_iso(expires_at) as expires_at, items, amounts
       from holds where id = $1 and uid = $2`,
      [params.holdId, user.uid],
    );
    const row = rows[0];
    if (!row) throw new ApiError('not-found', `You have no hold ${params.holdId}.`);
    const hold: Hold = {
      id: row.id,
      status: row.status,
      eventId: row.event_id,
      sessionId: row.session_id,
      companySlug: row.company_slug,
      expiresAt: row.expires_at,
      items: row.items,
      amounts: row.amounts,
    };
    return c.json(hold);
  });

  bind(app, 'quoteHold', bindOptions, async ({ c, params, body, user }) => {
    return c.json(await quoteHold(ctx, user.uid, params.holdId!, body.promoCode ?? null, body.redeemPoints ?? 0));
  });

  bind(app, 'releaseHold', bindOptions, async ({ c, params, user }) => {
    const { rows } = await db.query<{ r: unknown }>('select tk_release_hold($1, $2) as r', [user.uid, params.holdId]);
    const result = rows[0]?.r;
    if (isFunctionError(result)) throw functionError(result);
    return c.body(null, 204);
  });
}

interface QuoteRow {
  company_slug: string | null;
  subtotal: number;
  balance: number;
  code: string | null;
  kind: PromoTerms['kind'] | null;
  value: number | null;
  max_discount: number | null;
  min_subtotal: number | null;
}

/**
 * Prices a hold as booking it would, with the same checks and the same answers for a bad code or
 * too many points, so "Apply" on the booking screen tells the person before they pay.
 */
async function quoteHold({ db }: RouteContext, uid: string, holdId: string, promo: string | null, redeemPoints: number): Promise<HoldQuote> {
  const code = promo === null ? null : promo.trim().toUpperCase();
  const { rows } = await db.query<QuoteRow>(
    `select h.company_slug, (h.amounts->'subtotal'->>'amount')::int as subtotal,
            (select coalesce(sum(points), 0)::int from reward_ledger where uid = $2) as balance,
            p.code, p.kind, p.value, p.max_discount, p.min_subtotal
     from holds h left join promo_codes p on p.code = $3 and p.active
     where h.id = $1 and h.uid = $2`,
    [holdId, uid, code],
  );
  const row = rows[0];
  if (!row) throw new ApiError('not-found', `You have no hold ${holdId}.`);
  const subtotal = Number(row.subtotal);
  const balance = Number(row.balance);
  const companyPaid = row.company_slug !== null;
  if (companyPaid && code !== null) throw new ApiError('booking/invalid-promo-code', 'Promo codes do not apply to company-paid bookings.', { reason: 'company-paid' });
  if (companyPaid && redeemPoints > 0) throw new ApiError('booking/insufficient-points', 'Reward points do not apply to company-paid bookings.');
  let discount = 0;
  if (code !== null) {
    if (row.code === null || row.kind === null || row.value === null) {
      throw new ApiError('booking/invalid-promo-code', `The promo code ${code} is not valid.`, { reason: 'unknown' });
    }
    const terms: PromoTerms = { kind: row.kind, value: Number(row.value), maxDiscount: row.max_discount === null ? null : Number(row.max_discount), minSubtotal: Number(row.min_subtotal ?? 0) };
    const found = promoDiscount(subtotal, terms);
    if (found === null) {
      throw new ApiError('booking/invalid-promo-code', `${code} applies to orders of ${formatRupees(terms.minSubtotal)} or more.`, { reason: 'below-minimum', minSubtotal: terms.minSubtotal });
    }
    discount = found;
  }
  const price = priceOrder({ subtotal, discount, redeemPoints });
  if (redeemPoints > balance) {
    throw new ApiError('booking/insufficient-points', `You have ${balance} points; you asked to use ${redeemPoints}.`, { balance });
  }
  if (redeemPoints > price.maxRedeemablePoints) {
    throw new ApiError('booking/insufficient-points', `At most ${price.maxRedeemablePoints} points can be used on this order (half of its total).`, { maxRedeemable: price.maxRedeemablePoints });
  }
  if (!companyPaid && belowMinimumPayment(price.total)) {
    const remedy = code !== null || redeemPoints > 0 ? 'Remove the promo code or use fewer points.' : `Add tickets to reach ${formatRupees(MIN_PAYMENT_PAISE)}.`;
    throw new ApiError('booking/total-below-minimum', `The total would be ${formatRupees(price.total)}, less than the smallest payment (${formatRupees(MIN_PAYMENT_PAISE)}). ${remedy}`, { minimum: MIN_PAYMENT_PAISE });
  }
  return {
    holdId,
    promoCode: code,
    amounts: toAmounts(price),
    pointsBalance: Math.max(0, balance),
    maxRedeemablePoints: companyPaid ? 0 : Math.min(Math.max(0, balance), price.maxRedeemablePoints),
  };
}
