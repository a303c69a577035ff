import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { startTestApi } from '../testing/api.ts';
import { tidy } from './housekeeping.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

async function insertKey(uid: string, key: string, state: 'done' | 'in-progress', ageHours: number, lockedForMinutes: number) {
  await api.db.query(
    `insert into idempotency_keys (uid, key, request_hash, state, result, locked_until, created_at)
     values ($1, $2, 'h', $3, '{}', now() + make_interval(mins => $4), now() - make_interval(hours => $5))`,
    [uid, key, state, lockedForMinutes, ageHours],
  );
}

describe('given idempotency keys of various ages', () => {
  it('removes only those past 24 hours whose request is done or whose lock has lapsed', async () => {
    await insertKey('hk-user', 'fresh-done', 'done', 1, -1);
    await insertKey('hk-user', 'old-done', 'done', 25, -1);
    await insertKey('hk-user', 'old-running', 'in-progress', 25, 5);
    await insertKey('hk-user', 'old-abandoned', 'in-progress', 25, -5);
    const tidied = await tidy(api.db);
    const { rows } = await api.db.query<{ key: string }>(`select key from idempotency_keys where uid = 'hk-user' order by key`);
    expect(rows.map((r) => r.key)).toEqual(['fresh-done', 'old-running']);
    expect(tidied.idempotencyKeys).toBeGreaterThanOrEqual(2);
  });
});

describe('given a hold still marked active after it expired', () => {
  it('marks it expired and its items inactive, and leaves a live hold alone', async () => {
    const { rows: [tt] } = await api.db.query<{ id: string; session_id: string; event_id: string }>(
      `select t.id, t.session_id, s.event_id from ticket_types t join sessions s on s.id = t.session_id where s.starts_at > now() limit 1`,
    );
    for (const [id, minutes] of [['ho_hk_old', -5], ['ho_hk_live', 5]] as const) {
      await api.db.query(
        `insert into holds (id, uid, event_id, session_id, expires_at, items, amounts, tickets)
         values ($1, 'hk-user', $2, $3, now() + make_interval(mins => $4), '[]', '{}', 1)`,
        [id, tt!.event_id, tt!.session_id, minutes],
      );
      await api.db.query(
        `insert into hold_items (hold_id, ticket_type_id, quantity, expires_at) values ($1, $2, 1, now() + make_interval(mins => $3))`,
        [id, tt!.id, minutes],
      );
    }
    await tidy(api.db);
    const { rows } = await api.db.query<{ id: string; status: string; active: boolean }>(
      `select h.id, h.status, i.active from holds h join hold_items i on i.hold_id = h.id where h.id like 'ho_hk_%' order by h.id`,
    );
    expect(rows).toEqual([
      { id: 'ho_hk_live', status: 'active', active: true },
      { id: 'ho_hk_old', status: 'expired', active: false },
    ]);
  });
});
