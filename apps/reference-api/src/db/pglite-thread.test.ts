import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { DatabaseError, openPgliteThread } from './pglite-thread.ts';

let db: Database;
beforeAll(async () => {
  db = await openPgliteThread('memory://');
  await db.exec('create table t (id int primary key, note text)');
}, 60_000);
afterAll(() => db.close());

describe('given PGlite on its worker thread', () => {
  it('answers rows with their types (json parsed, timestamps as Date)', async () => {
    const { rows } = await db.query<{ j: { a: number[] }; ts: Date; n: number }>(`select '{"a":[1,2]}'::json as j, now() as ts, $1::int + 1 as n`, [41]);
    expect(rows[0]!.j).toEqual({ a: [1, 2] });
    expect(rows[0]!.ts).toBeInstanceOf(Date);
    expect(rows[0]!.n).toBe(42);
  });

  it('rejects with the PostgreSQL error and its SQLSTATE code', async () => {
    await db.query('insert into t values (1, $1)', ['first']);
    const error = await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as DatabaseError).code).toBe('23505');
    expect((error as DatabaseError).message).toMatch(/duplicate key/);
  });

  it('keeps a statement issued during a transaction out of it: it waits, and survives the rollback', async () => {
    let outsideIssued!: Promise<unknown>;
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into t values (10, $1)', ['inside']);
      outsideIssued = db.query('insert into t values (11, $1)', ['outside']);
      // The outside statement must not have run yet: the transaction holds the connection.
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from t where id = 11');
      expect(rows[0]!.n).toBe(0);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    await outsideIssued;
    const { rows } = await db.query<{ id: number }>('select id from t where id in (10, 11) order by id');
    expect(rows.map((r) => r.id)).toEqual([11]);
  });

  it('commits a transaction that returns', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into t values (20, $1)', ['committed']);
      return 'done';
    });
    expect(value).toBe('done');
    const { rows } = await db.query<{ note: string }>('select note from t where id = 20');
    expect(rows[0]!.note).toBe('committed');
  });

  it('dumps its data directory, from which another thread starts with the same rows', async () => {
    const copy = await openPgliteThread('memory://', { loadDataDir: await db.dump!() });
    try {
      const { rows } = await copy.query<{ note: string }>('select note from t where id = 20');
      expect(rows[0]!.note).toBe('committed');
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses statements once closed, with a message that says so', async () => {
    const other = await openPgliteThread('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/database thread stopped/);
  }, 60_000);
});
