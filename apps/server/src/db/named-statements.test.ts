import { describe, expect, it } from 'vitest';
import { namingClient } from './named-statements';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs `work` on one connection of a naming client keeping `capacity` statements; closes it after. */
async function onConnection<T>(
  capacity: number,
  work: (client: InstanceType<ReturnType<typeof namingClient>>) => Promise<T>,
): Promise<T> {
  const Client = namingClient(capacity);
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The statements this connection has prepared, by their text. */
async function preparedTexts(client: { query: (text: string) => Promise<{ rows: unknown[] }> }) {
  const { rows } = await client.query('select statement from pg_prepared_statements order by prepare_time');
  return (rows as { statement: string }[]).map((r) => r.statement);
}

// Prepared statements live in a PostgreSQL session; PGlite's path does not use node-postgres.
describe.runIf(serverUrl)('named statements (decision 025)', () => {
  it('prepares a parameterised statement once and answers every use of it', async () => {
    await onConnection(10, async (client) => {
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query({ text, values: [n] })).rows[0].next);
      expect(answers).toEqual([2, 3, 4]);
      expect(await preparedTexts(client)).toEqual([text]);
    });
  });

  it("keeps Drizzle's row mode, and leaves a plain text with values (the job queue's own SQL) unnamed", async () => {
    await onConnection(10, async (client) => {
      const text = 'select $1::text as word';
      expect((await client.query({ text, values: ['나'], rowMode: 'array' })).rows).toEqual([['나']]);
      expect((await client.query('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
      expect(await preparedTexts(client)).toEqual([text]);
    });
  });

  it('keeps only the most recently used beyond its capacity and prepares a forgotten one again', async () => {
    await onConnection(2, async (client) => {
      const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
      await client.query({ text: texts[0]!, values: [1] });
      await client.query({ text: texts[1]!, values: [1] });
      await client.query({ text: texts[0]!, values: [1] }); // the first is now the more recent
      await client.query({ text: texts[2]!, values: [1] });
      expect((await preparedTexts(client)).sort()).toEqual([texts[0], texts[2]].sort());
      expect((await client.query({ text: texts[1]!, values: [7] })).rows).toEqual([{ b: 7 }]);
      expect((await preparedTexts(client)).sort()).toEqual([texts[1], texts[2]].sort());
    });
  });

  it('deallocates beyond its capacity also when statements are run together, without a warning', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    try {
      await onConnection(1, async (client) => {
        const texts = ['select $1::int as a', 'select $1::int as b'];
        // Two at once on one connection: the second, new beyond the capacity, waits for the first to settle.
        const answers = await Promise.all(texts.map((text) => client.query({ text, values: [2] })));
        expect(answers.map((a) => Object.values(a.rows[0])[0])).toEqual([2, 2]);
        expect(await preparedTexts(client)).toEqual([texts[1]]);
        expect((await client.query({ text: texts[0]!, values: [3] })).rows).toEqual([{ a: 3 }]);
        expect(await preparedTexts(client)).toEqual([texts[0]]);
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
  });

  it('sends statements run together on one connection one after another, in order, none queued in pg', async () => {
    await onConnection(10, async (client) => {
      const started = Array.from({ length: 5 }, (_, n) =>
        client.query({ text: 'select $1::int as n, pg_sleep(0.01)', values: [n] }),
      );
      // node-postgres holds at most the running statement: the rest wait in the naming client.
      expect((client as unknown as { _queryQueue: unknown[] })._queryQueue).toHaveLength(0);
      const failing = client.query({ text: 'select 1 / $1::int as q', values: [0] });
      const after = client.query({ text: 'select $1::int as n', values: [9] });
      expect((await Promise.all(started)).map((r) => r.rows[0].n)).toEqual([0, 1, 2, 3, 4]);
      await expect(failing).rejects.toMatchObject({ code: '22012' });
      expect((await after).rows).toEqual([{ n: 9 }]);
    });
  });

  it('prepares nothing with capacity 0, nor a statement without values', async () => {
    await onConnection(0, async (client) => {
      expect((await client.query({ text: 'select $1::int as n', values: [5] })).rows).toEqual([{ n: 5 }]);
      expect(await preparedTexts(client)).toEqual([]);
    });
    await onConnection(10, async (client) => {
      await client.query('select 1 as one');
      expect(await preparedTexts(client)).toEqual([]);
    });
  });

  it('survives a statement that fails to parse and still prepares the next', async () => {
    await onConnection(10, async (client) => {
      await expect(client.query({ text: 'selec $1::int', values: [1] })).rejects.toMatchObject({
        code: '42601',
      });
      expect((await client.query({ text: 'select $1::int as n', values: [3] })).rows).toEqual([{ n: 3 }]);
      expect(await preparedTexts(client)).toEqual(['select $1::int as n']);
    });
  });

  it('keeps a prepared statement usable after a transaction that rolled back', async () => {
    await onConnection(10, async (client) => {
      const text = 'select $1::int / $2::int as q';
      await client.query('begin');
      await expect(client.query({ text, values: [1, 0] })).rejects.toMatchObject({ code: '22012' });
      await client.query('rollback');
      expect((await client.query({ text, values: [6, 3] })).rows).toEqual([{ q: 2 }]);
    });
  });
});
