import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { startTestApi } from '../testing/api.ts';
import { SALES_BY_DAY_SQL, SESSION_SALES_SQL } from './dashboard.ts';

// The dashboard's queries reach only the event's rows through an index, never a scan of every
// event's check-ins or bookings. A fresh database has no statistics, so the planner would scan its
// empty tables whatever the indexes; with sequential scans priced out, the plan shows whether an
// index matches the query's shape at all.

let api: RunningApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.db.query('set enable_seqscan = off');
});
afterAll(() => api?.close());

async function plan(sql: string, params: unknown[]): Promise<string> {
  const { rows } = await api.db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the host dashboard’s queries', () => {
  it('count check-ins per ticket type over the event’s check-ins only (check_ins_event)', async () => {
    const text = await plan(SESSION_SALES_SQL, ['ev_plan']);
    expect(text).toMatch(/Index Scan on check_ins_event\b/);
    expect(text).not.toMatch(/Seq Scan on (check_ins|tickets)\b/);
  });

  it('find the event’s bookings by session (bookings_session)', async () => {
    const text = await plan(SALES_BY_DAY_SQL, ['ev_plan', 'Asia/Kolkata']);
    expect(text).toMatch(/Index Scan (using|on) bookings_session\b/);
    expect(text).not.toMatch(/Seq Scan on bookings\b/);
  });
});
