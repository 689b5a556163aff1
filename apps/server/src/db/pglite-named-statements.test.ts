import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { namingPglite } from './pglite-named-statements';

let open: PGlite[] = [];
afterEach(async () => {
  await Promise.all(open.map((c) => c.close()));
  open = [];
});

/** An empty cluster, made once: a PGlite loaded from it starts in about 0.6 s, a new one runs initdb (2.5 s). */
let emptyCluster: Blob;
beforeAll(async () => {
  const first = await PGlite.create();
  emptyCluster = await first.dumpDataDir('none');
  await first.close();
});

/** A fresh in-memory PGlite, and the same client keeping `capacity` statements prepared. */
async function naming(capacity: number) {
  const raw = new PGlite({ loadDataDir: emptyCluster });
  open.push(raw);
  await raw.exec('create table t (id serial primary key, n int not null)');
  return { raw, client: namingPglite(raw, capacity) };
}

/** The statements the session has prepared, oldest first. */
async function preparedTexts(client: PGlite) {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((r) => r.statement);
}

describe('named statements on PGlite (decision 025)', () => {
  it('prepares a statement with values once and answers every use of it, in either row mode', async () => {
    const { client } = await naming(10);
    const text = 'select $1::int + 1 as next, now() as at';
    const answers = [];
    for (const n of [1, 2, 3]) answers.push((await client.query<{ next: number }>(text, [n])).rows[0]!.next);
    expect(answers).toEqual([2, 3, 4]);
    expect(await preparedTexts(client)).toEqual([text]);
    // Drizzle asks for arrays and its own parsers (timestamps as text).
    const arrays = await client.query<unknown[]>(text, [41], {
      rowMode: 'array',
      parsers: { 1184: (v) => v },
    });
    expect(arrays.fields.map((f) => f.name)).toEqual(['next', 'at']);
    expect(arrays.rows[0]![0]).toBe(42);
    expect(typeof arrays.rows[0]![1]).toBe('string');
    expect(await preparedTexts(client)).toEqual([text]);
  });

  it('leaves a statement without values to PGlite, and counts affected rows as PGlite does', async () => {
    const { client } = await naming(10);
    await client.query('insert into t (n) values (1), (2)');
    const updated = await client.query('update t set n = n + $1::int', [10]);
    expect(updated.affectedRows).toBe(2);
    expect((await client.query<{ n: number }>('select n from t order by id')).rows).toEqual([
      { n: 11 },
      { n: 12 },
    ]);
    expect(await preparedTexts(client)).toEqual(['update t set n = n + $1::int']);
  });

  it('closes the least recently used statement beyond its capacity, and prepares it again when it comes back', async () => {
    const { client } = await naming(2);
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    for (const text of texts) await client.query(text, [1]);
    expect(await preparedTexts(client)).toEqual([texts[1], texts[2]]);
    expect((await client.query<{ a: number }>(texts[0]!, [7])).rows).toEqual([{ a: 7 }]);
    expect(await preparedTexts(client)).toEqual([texts[2], texts[0]]);
  });

  it('answers an error as PGlite does, and goes on after it, also inside a transaction that rolls back', async () => {
    const { client } = await naming(10);
    await expect(client.query('select $1::int as n', ['abc'])).rejects.toMatchObject({ code: '22P02' });
    await expect(client.query('select * from missing where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await client.query<{ n: number }>('select $1::int as n', [5])).rows).toEqual([{ n: 5 }]);

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (n) values ($1)', [100]);
        expect(
          (await tx.query<{ count: number }>('select count(*)::int from t where n = $1', [100])).rows,
        ).toEqual([{ count: 1 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(
      (await client.query<{ count: number }>('select count(*)::int from t where n = $1', [100])).rows,
    ).toEqual([{ count: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query('insert into t (n) values ($1)', [200]);
    });
    expect((await client.query<{ n: number }>('select n from t where n = $1', [200])).rows).toEqual([
      { n: 200 },
    ]);
  });

  it('runs statements from outside one at a time with a transaction, never inside it', async () => {
    const { client } = await naming(10);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t (n) values ($1)', [300]);
      order.push('tx wrote');
      await held;
      await tx.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = client
      .query<{ count: number }>('select count(*)::int from t where n = $1', [300])
      .then((r) => {
        order.push('outside read');
        return r.rows[0]!.count;
      });
    await new Promise((r) => setTimeout(r, 20));
    release();
    await transaction;
    // The outside read waited for the rollback: it never saw the transaction's row.
    expect(await outside).toBe(0);
    expect(order).toEqual(['tx wrote', 'outside read']);
  });

  it('is PGlite itself with capacity 0', async () => {
    const { raw } = await naming(0);
    expect(namingPglite(raw, 0)).toBe(raw);
  });
});
