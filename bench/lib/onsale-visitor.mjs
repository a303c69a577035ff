// One visitor of the on-sale bench: joins the session's waiting room, polls where its place
// stands no sooner than the server advises (`pollAfterSeconds`, or `Retry-After` if longer, plus
// up to 10% so visitors who joined together do not poll in lockstep), and when admitted holds 1–4
// tickets and books them, then leaves; a visitor still waiting when the session sells out leaves
// at `sold-out`. Everything it sees goes into a shared record (see createRecord).

const ATTENDEE = { name: 'Bench Visitor', email: 'visitor@bench.example', phone: '+919800000003' };
const STATES = ['pre-queue', 'waiting', 'admitted', 'turn-expired', 'sold-out', 'paused'];
const RETRIES = 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What all visitors saw: latencies by kind, answers of the queue in the order they came, counts. */
export function createRecord(visitors) {
  return {
    ms: { join: [], poll: [], hold: [], booking: [] },
    /** Time spent waiting for a free socket in the client, per request: the client's own queue. */
    waitedMs: [],
    // Every answer of the queue, as parallel columns (hundreds of thousands of them).
    answers: { visitor: [], sentAt: [], answeredAt: [], replica: [], state: [], position: [] },
    visitors: Array.from({ length: visitors }, () => null),
    status5xx: 0,
    rateLimited: 0,
    networkErrors: 0,
    problems: new Map(),
  };
}

/** A state's number in `answers.state`, and back. */
export const stateCode = (state) => STATES.indexOf(state);
export const stateName = (code) => STATES[code];

function count(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Plays one visitor. `ctx`: `send(method, path, token, body, headers)` (the bench's request with
 * its agent and base), `replicaOf(localPort)`, `sessionId`, `ticketTypeId`, `record`, `random`, and
 * `stopped` (set when the bench's time is up: the visitor leaves at its next poll).
 */
export async function visit(visitor, ctx) {
  const { record, sessionId } = ctx;
  const headers = visitor.forwardedFor ? { 'x-forwarded-for': visitor.forwardedFor } : {};
  const seen = { n: visitor.n, arrivedAt: performance.now(), joinSentAt: NaN, joinAnsweredAt: NaN, joinedAs: null, position: null, admittedAt: NaN, outcome: null, tickets: 0, polls: 0 };
  record.visitors[visitor.n] = seen;

  /** One call, retried after a 429 (at its Retry-After), a 5xx or a dropped connection; counts each. */
  const call = async (kind, method, path, body, extra = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      let answer;
      try {
        answer = await ctx.send(method, path, visitor.token, body, { ...headers, ...extra });
      } catch {
        record.networkErrors += 1;
        if (attempt >= RETRIES) throw new Error(`${method} ${path}: connection failed ${RETRIES} times`);
        await sleep(500);
        continue;
      }
      record.waitedMs.push(answer.waitedMs);
      if (answer.status >= 500) {
        record.status5xx += 1;
        count(record.problems, `${answer.status} ${answer.body?.code ?? ''}`.trim());
      } else if (answer.status === 429) {
        record.rateLimited += 1;
        count(record.problems, `429 ${answer.body?.code ?? ''}`.trim());
      } else {
        record.ms[kind].push(answer.ms);
        if (answer.status >= 400) count(record.problems, `${answer.status} ${answer.body?.code ?? ''}`.trim());
        return answer;
      }
      if (attempt >= RETRIES) throw new Error(`${method} ${path}: ${answer.status} ${RETRIES} times`);
      await sleep(Math.max(1, Number(answer.headers['retry-after']) || 1) * 1000);
    }
  };

  const noteQueueAnswer = (answer) => {
    const place = answer.body;
    const a = record.answers;
    a.visitor.push(visitor.n);
    a.sentAt.push(answer.sentAt);
    a.answeredAt.push(answer.sentAt + answer.ms);
    a.replica.push(ctx.replicaOf(answer.localPort));
    a.state.push(stateCode(place.state));
    a.position.push(place.position ?? 0);
    if (place.position != null) seen.position ??= place.position;
    if (place.state === 'admitted' && Number.isNaN(seen.admittedAt)) seen.admittedAt = answer.sentAt + answer.ms;
    return place;
  };

  const pollPath = (token) => `/sessions/${sessionId}/queue?place=${encodeURIComponent(token)}`;
  const advice = (answer) => Math.max(answer.body.pollAfterSeconds ?? 1, Number(answer.headers['retry-after']) || 0) * 1000;

  seen.joinSentAt = performance.now();
  let answer = await call('join', 'POST', `/sessions/${sessionId}/queue`);
  seen.joinAnsweredAt = answer.sentAt + answer.ms;
  if (answer.status !== 200) {
    seen.outcome = `join ${answer.body?.code ?? answer.status}`;
    return;
  }
  seen.joinedAs = answer.body.state;
  let place = noteQueueAnswer(answer);
  for (;;) {
    if (place.state === 'sold-out' || place.state === 'turn-expired') {
      seen.outcome = place.state;
      return;
    }
    if (place.state === 'admitted') {
      seen.outcome = await buy(place, call, ctx, seen);
      return;
    }
    await sleep(advice(answer) * (1 + 0.1 * ctx.random()));
    if (ctx.stopped) {
      seen.outcome = `stopped while ${place.state}`;
      return;
    }
    answer = await call('poll', 'GET', pollPath(place.token));
    seen.polls += 1;
    if (answer.status !== 200) {
      seen.outcome = `poll ${answer.body?.code ?? answer.status}`;
      return;
    }
    place = noteQueueAnswer(answer);
  }
}

/**
 * An admitted visitor's purchase: a hold of 1–4 tickets (fewer when the account may take fewer, or
 * when fewer are left), then its booking. Answers the visitor's outcome: `booked`, `sold-out`, or
 * what refused it.
 */
async function buy(place, call, ctx, seen) {
  let quantity = Math.min(1 + Math.floor(ctx.random() * 4), place.ticketsLeftForYou || 4);
  for (;;) {
    const items = [{ ticketTypeId: ctx.ticketTypeId, quantity }];
    const hold = await call('hold', 'POST', '/holds', { sessionId: ctx.sessionId, items });
    if (hold.status === 409 && hold.body?.code === 'booking/sold-out') {
      // Fewer than asked are left: a buyer takes what there is, down to one.
      if (quantity > 1) {
        quantity -= 1;
        continue;
      }
      return 'sold-out';
    }
    if (hold.status !== 201) return `hold ${hold.body?.code ?? hold.status}`;
    const booking = await call('booking', 'POST', '/bookings', { holdId: hold.body.id, attendee: ATTENDEE }, { 'idempotency-key': `${hold.body.id}-book` });
    if (booking.status !== 201 || booking.body.status !== 'confirmed') return `booking ${booking.body?.code ?? booking.body?.status ?? booking.status}`;
    seen.tickets = booking.body.items.reduce((s, i) => s + i.quantity, 0);
    seen.bookedAt = performance.now();
    return 'booked';
  }
}
