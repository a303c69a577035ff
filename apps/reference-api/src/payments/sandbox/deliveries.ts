import http from 'node:http';
import https from 'node:https';
import { batcher } from '../../db/batcher.ts';
import type { Queryable } from '../../db/database.ts';
import { errorFields, log } from '../../log/logger.ts';
import { BOOK_ROUNDS, oweWebhooks, type OwedWebhook } from './books.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, webhookSignature } from '../razorpay-wire.ts';

/** One HTTP delivery of a signed webhook, as Razorpay sends it. */
export interface WebhookDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
}
/** Sends one delivery; resolves on a 2xx answer, rejects on anything else (it is then retried). */
export type Deliver = (delivery: WebhookDelivery) => Promise<void>;

/** A webhook the sandbox owes, before the plan decides how it is delivered. */
export interface PlannedWebhook {
  event: string;
  eventId: string;
  orderId: string;
  paymentId: string;
  refundId: string | null;
}

/**
 * How each webhook is delivered: one entry per copy. The default is one copy at once. A test asks
 * for a late delivery (`delayMs`), a duplicated one (two entries: both carry the same event id, as a
 * redelivery does), out-of-order ones (a later event with a shorter delay) or a held one (`hold`: not
 * sent until `releaseHeld`, as if the API had crashed between the capture and hearing of it).
 */
export type DeliveryPlan = (webhook: PlannedWebhook) => Array<{ delayMs?: number; hold?: boolean }>;

export const deliverNow: DeliveryPlan = () => [{}];

/** Razorpay retries a failed delivery with back-off for about a day. */
const MAX_ATTEMPTS = 16;
const MAX_BACKOFF_MS = 3_600_000;
/** A delivery this process is about to send is left to it this long before a restarted process takes it over. */
const LEASE_MS = 60_000;

/** Deliveries reuse their connections to the endpoint, as a provider's sender does. */
const AGENTS = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
const DELIVERY_TIMEOUT_MS = 10_000;

/** POSTs the delivery over real HTTP; a non-2xx answer or no answer in 10 s is a failure. */
export const httpDeliver: Deliver = ({ url, body, headers }) =>
  new Promise<void>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const options = { method: 'POST', agent: AGENTS[secure ? 'https:' : 'http:'], headers: { ...headers, 'content-length': Buffer.byteLength(body) } };
    const request = (secure ? https : http).request(target, options, (response) => {
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`the webhook endpoint answered ${status}`));
      });
      response.resume();
    });
    request.setTimeout(DELIVERY_TIMEOUT_MS, () => request.destroy(new Error(`the webhook endpoint did not answer in ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });



interface Row {
  id: number;
  event_id: string;
  event: string;
  url: string;
  body: string;
  attempts: number;
}

/** A webhook to send: whom to, and its body. */
export type OutgoingWebhook = PlannedWebhook & { url: string; body: string };

/** The copies of some webhooks the plan asks for: to be recorded, then started with their delivery ids. */
export interface Owed {
  rows: OwedWebhook[];
  start(ids: number[]): void;
}

export interface Dispatcher {
  /** What sending these webhooks takes, for a statement that records them with what they report. */
  owe(webhooks: OutgoingWebhook[]): Owed;
  /** Records the webhooks owed (a statement of their own), then sends them. */
  send(webhooks: OutgoingWebhook[]): Promise<void>;
  /** Sends the held deliveries that match (all when no filter); answers how many. */
  releaseHeld(filter?: { event?: string; orderId?: string }): Promise<number>;
  /** Takes over scheduled deliveries that are due (after a restart). */
  resume(): Promise<void>;
  /** Runs `fn` after `ms` (unless closed first); idle() waits for it too. */
  later(ms: number, fn: () => Promise<void>): void;
  /** Resolves when nothing is in flight or waiting on a timer, retries of failed deliveries apart. */
  idle(): Promise<void>;
  close(): void;
}

export function createDispatcher(opts: { db: Queryable; webhookSecret: string; deliver: Deliver; plan: DeliveryPlan; retryMs: number }): Dispatcher {
  const { db, webhookSecret, deliver, plan, retryMs } = opts;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  /** Retries wait apart: idle() does not wait out a back-off that may last an hour. */
  const retries = new Set<NodeJS.Timeout>();
  const schedule = (ms: number, fn: () => Promise<void>, set: Set<NodeJS.Timeout>) => {
    if (closed) return;
    const timer = setTimeout(() => {
      set.delete(timer);
      track(fn());
    }, ms);
    timer.unref();
    set.add(timer);
  };
  const later = (ms: number, fn: () => Promise<void>) => schedule(ms, fn, timers);
  const track = (work: Promise<void>) => {
    const done = work.catch((error: unknown) => log.warn({ ...errorFields(error) }, 'sandbox: a webhook delivery could not be recorded'));
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const recordDelivered = batcher<number, void>(async (ids) => {
    await db.query(`update sandbox_webhook_deliveries set attempts = attempts + 1, status = 'delivered', delivered_at = now() where id = any($1::bigint[])`, [ids]);
    return ids.map(() => undefined);
  }, BOOK_ROUNDS);

  const recordOwed = batcher<OwedWebhook[], number[]>(async (groups) => {
    const ids = await oweWebhooks(db, groups.flat());
    let next = 0;
    return groups.map((group) => group.map(() => ids[next++]!));
  }, BOOK_ROUNDS);

  function owe(webhooks: OutgoingWebhook[]): Owed {
    const copies = webhooks.flatMap((w) => plan(w).map((copy) => ({ ...w, delayMs: copy.delayMs ?? 0, hold: copy.hold ?? false })));
    return {
      rows: copies.map((c) => ({ eventId: c.eventId, event: c.event, url: c.url, body: c.body, status: c.hold ? 'held' : 'scheduled', dueMs: c.delayMs + LEASE_MS })),
      start(ids) {
        copies.forEach((c, i) => {
          if (c.hold) return;
          const row: Row = { id: ids[i]!, event_id: c.eventId, event: c.event, url: c.url, body: c.body, attempts: 0 };
          if (c.delayMs === 0) track(attempt(row));
          else later(c.delayMs, () => attempt(row));
        });
      },
    };
  }

  async function attempt(row: Row): Promise<void> {
    if (closed) return;
    const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(webhookSecret, row.body), [EVENT_ID_HEADER]: row.event_id };
    try {
      await deliver({ url: row.url, body: row.body, headers });
    } catch (error) {
      const attempts = row.attempts + 1;
      const backoff = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** (attempts - 1));
      const gaveUp = attempts >= MAX_ATTEMPTS;
      await db.query(
        `update sandbox_webhook_deliveries set attempts = $2, status = $3, last_error = $4, due_at = now() + $5::int * interval '1 millisecond' where id = $1`,
        [row.id, attempts, gaveUp ? 'failed' : 'scheduled', String((error as Error).message).slice(0, 500), backoff + LEASE_MS],
      );
      if (!gaveUp) schedule(backoff, () => attempt({ ...row, attempts }), retries);
      return;
    }
    await recordDelivered(row.id);
  }

  return {
    later,
    owe,
    async send(webhooks) {
      const owed = owe(webhooks);
      if (owed.rows.length > 0) owed.start(await recordOwed(owed.rows));
    },
    async releaseHeld(filter = {}) {
      const { rows } = await db.query<Row>(
        `update sandbox_webhook_deliveries set status = 'scheduled', due_at = now() + $3::int * interval '1 millisecond'
         where status = 'held' and ($1::text is null or event = $1) and ($2::text is null or body::json #>> '{payload,payment,entity,order_id}' = $2)
         returning id, event_id, event, url, body, attempts`,
        [filter.event ?? null, filter.orderId ?? null, LEASE_MS],
      );
      for (const row of rows.sort((a, b) => a.id - b.id)) track(attempt(row));
      return rows.length;
    },
    async resume() {
      const { rows } = await db.query<Row>(
        `update sandbox_webhook_deliveries set due_at = now() + $1::int * interval '1 millisecond'
         where status = 'scheduled' and due_at <= now()
         returning id, event_id, event, url, body, attempts`,
        [LEASE_MS],
      );
      for (const row of rows.sort((a, b) => a.id - b.id)) track(attempt(row));
    },
    async idle() {
      while (inFlight.size > 0 || timers.size > 0) {
        await Promise.race([...inFlight, new Promise((resolve) => setTimeout(resolve, 10))]);
      }
    },
    close() {
      closed = true;
      for (const timer of [...timers, ...retries]) clearTimeout(timer);
      timers.clear();
      retries.clear();
    },
  };
}
