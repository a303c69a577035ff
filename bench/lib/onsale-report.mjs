// The on-sale bench's table: one row per figure, one column per run (database and API processes).
import { admissionOrderBreaks, arrivalOrderBreaks, drawUniformity, sharedPositions } from './onsale-order.mjs';
import { quantiles } from './percentile.mjs';

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
const latency = (values) => {
  const q = quantiles(values);
  return `${ms(q.p50)} / ${ms(q.p95)} / ${ms(q.p99)} (${q.count.toLocaleString('en-IN')})`;
};

/** Each run's figures; sets `summary` on each result for the goals line. */
export function reportRows(results, { tickets }) {
  const figures = results.map((r) => {
    const visitors = r.record.visitors.filter(Boolean);
    const outcomes = new Map();
    for (const v of visitors) outcomes.set(v.outcome ?? 'unfinished', (outcomes.get(v.outcome ?? 'unfinished') ?? 0) + 1);
    const pre = visitors.filter((v) => v.joinedAs === 'pre-queue').length;
    const arrival = arrivalOrderBreaks(visitors);
    const admission = admissionOrderBreaks(r.record.answers);
    const draw = drawUniformity(visitors);
    const poll = quantiles(r.record.ms.poll);
    r.summary = { pollP95: poll.p95 };
    const admitted = visitors.filter((v) => Number.isFinite(v.admittedAt)).length;
    const soldOutMs = r.db.last_booking_ms - r.onSaleAt;
    const ok = (good) => (good ? '' : ' ✗');
    return {
      'visitors (pre-queue + after the start)': `${visitors.length.toLocaleString('en-IN')} (${pre.toLocaleString('en-IN')} + ${(visitors.length - pre).toLocaleString('en-IN')})`,
      'tickets sold, in the database (sold / booked)': `${r.db.sold} / ${r.db.booked} of ${r.db.capacity}${ok(r.db.sold === tickets && r.db.booked === tickets)}`,
      'bookings; most tickets one account': `${r.db.bookings}; ${r.db.most_per_account}`,
      'tickets the visitors counted': String(visitors.reduce((s, v) => s + v.tickets, 0)),
      'answers 5xx': `${r.record.status5xx}${ok(r.record.status5xx === 0)}`,
      'answers 429 (waited Retry-After)': String(r.record.rateLimited),
      'connection errors (retried)': String(r.record.networkErrors),
      'visitors admitted (seen)': admitted.toLocaleString('en-IN'),
      'placed out of arrival order after the start': `${arrival.breaks} of ${arrival.checked.toLocaleString('en-IN')}${ok(arrival.breaks === 0)}`,
      'still waiting after a later place was admitted: same API process': `${admission.sameReplica}${ok(admission.sameReplica === 0)}`,
      'the same, across API processes (longest lag)': `${admission.across} (${ms(admission.lagMs)} ms)`,
      'database: places, admitted, mark; admitted before a place ahead; passed over': `${r.db.places.toLocaleString('en-IN')}, ${r.db.admitted.toLocaleString('en-IN')}, ${r.db.admitted_to.toLocaleString('en-IN')}; ${r.db.admitted_early}; ${r.db.passed_over}${ok(r.db.admitted_early === 0 && r.db.passed_over === 0)}`,
      'positions given twice': `${sharedPositions(visitors)}${ok(sharedPositions(visitors) === 0)}`,
      'pre-queue draw vs join order: chi-square (df), p': draw.bins ? `${draw.statistic.toFixed(1)} (${draw.df}), p = ${draw.pValue.toFixed(3)} over ${draw.visitors} (${draw.bins}×${draw.bins} bins)` : `— (${draw.visitors} with a position)`,
      'poll ms p50 / p95 / p99 (count)': latency(r.record.ms.poll),
      'join ms p50 / p95 / p99 (count)': latency(r.record.ms.join),
      'hold ms p50 / p95 / p99 (count)': latency(r.record.ms.hold),
      'booking ms p50 / p95 / p99 (count)': latency(r.record.ms.booking),
      'polls per visitor (mean)': (r.record.ms.poll.length / Math.max(1, visitors.length)).toFixed(1),
      'time to sell out (on-sale → last booking)': Number.isFinite(soldOutMs) ? `${(soldOutMs / 1000).toFixed(1)} s` : '—',
      'API CPU: seconds per process; ms per request': (() => {
        const requests = Object.values(r.record.ms).reduce((n, list) => n + list.length, 0);
        const total = r.apiCpuSeconds.reduce((a, b) => a + b, 0);
        return `${r.apiCpuSeconds.map((c) => c.toFixed(0)).join(' + ')} s; ${((total * 1000) / Math.max(1, requests)).toFixed(2)} ms over ${requests.toLocaleString('en-IN')} requests`;
      })(),
      'API memory, peak RSS per process': r.rssPeak.map(mb).join(' + '),
      'client: socket wait p95; event-loop delay p99; CPU': `${ms(quantiles(r.record.waitedMs).p95)} ms; ${ms(r.loopP99)} ms; ${r.clientCpuSeconds.toFixed(0)} s`,
      'connections per API process': r.connections.join(' + '),
      'outcomes': [...outcomes].sort((a, b) => b[1] - a[1]).map(([o, c]) => `${o} ${c.toLocaleString('en-IN')}`).join(', '),
      'run: seconds, ended by; load average': `${r.seconds.toFixed(0)} s, ${r.ended}; ${r.loadavg.toFixed(1)}`,
    };
  });
  const names = Object.keys(figures[0] ?? {});
  return names.map((figure) => Object.fromEntries([['figure', figure], ...results.map((r, i) => [r.label, figures[i][figure]])]));
}
