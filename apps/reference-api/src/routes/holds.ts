import { priceOrder, promoDiscount, toAmounts, type Hold, type HoldQuote, type HoldStatus, type PromoTerms } from '@ticketkit/contract';
import type { AuthUser } from '../auth/verify-id-token.ts';
import { newId } from '../domain/ids.ts';
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
  const { app, db, calls, config, bindOptions, testHooks } = ctx;

  bind(app, 'createHold', bindOptions, async ({ c, body, user }) => {
    if (testHooks.unguardedHolds) return c.json(await unguardedHold(ctx, user, body.sessionId, body.items), 201);
    // One line per ticket type: repeated ticket types are added up.
    const quantities = new Map<string, number>();
    for (const item of body.items) quantities.set(item.ticketTypeId, (quantities.get(item.ticketTypeId) ?? 0) + item.quantity);
    const result = await calls.createHold({
      id: newId('ho'), uid: user.uid, email: user.email, emailVerified: user.emailVerified, sessionId: body.sessionId,
      ticketTypeIds: [...quantities.keys()], quantities: [...quantities.values()], companySlug: body.companySlug ?? null,
      ttlSeconds: config.holdTtlSeconds, maxPerOrder: config.maxTicketsPerOrder,
    });
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
  return {
    holdId,
    promoCode: code,
    amounts: toAmounts(price),
    pointsBalance: Math.max(0, balance),
    maxRedeemablePoints: companyPaid ? 0 : Math.min(Math.max(0, balance), price.maxRedeemablePoints),
  };
}

/**
 * TEST-ONLY CONTROL: reads availability and writes the hold in separate statements with no
 * lock or transaction, so concurrent requests all see the same availability. It exists to
 * prove the race test can catch overselling; the API never takes this path outside tests.
 */
async function unguardedHold(
  { db, config }: RouteContext,
  user: AuthUser,
  sessionId: string,
  items: Array<{ ticketTypeId: string; quantity: number }>,
): Promise<Hold> {
  const item = items[0]!;
  const { rows } = await db.query<{ available: number; event_id: string }>(
    `select tk_available(t.id) as available, s.event_id from ticket_types t join sessions s on s.id = t.session_id
     where t.id = $1 and t.session_id = $2`,
    [item.ticketTypeId, sessionId],
  );
  const row = rows[0];
  if (!row) throw new ApiError('booking/ticket-type-mismatch', 'Unknown ticket type.');
  if (item.quantity > Number(row.available)) throw new ApiError('booking/sold-out', 'Sold out.', { available: Number(row.available) });
  // Stands for the gap a networked database puts between a read and the next write; on the
  // single embedded connection the statements would otherwise rarely interleave.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const id = newId('ho');
  const amounts = (await db.query<{ a: Hold['amounts'] }>('select tk_amounts(0, 0, 0) as a')).rows[0]!.a;
  await db.query(
    `insert into holds (id, uid, event_id, session_id, expires_at, items, amounts, tickets)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), '[]', $6::json, $7)`,
    [id, user.uid, row.event_id, sessionId, config.holdTtlSeconds, JSON.stringify(amounts), item.quantity],
  );
  await db.query(
    `insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, item.ticketTypeId, item.quantity, config.holdTtlSeconds],
  );
  return { id, status: 'active', eventId: row.event_id, sessionId, companySlug: null, expiresAt: new Date().toISOString(), items: [], amounts };
}
