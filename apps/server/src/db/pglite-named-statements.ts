import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** The part of a PGlite client, or of one of its transactions, that Drizzle calls. */
type Queryable = Pick<PGlite, 'query'>;

type Prepared = { name: string; paramTypes: number[] };

const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * PGlite with the statements Drizzle sends with values prepared once (the embedded counterpart of
 * `namingClient`, docs/decisions/025-checkout-throughput.md). PGlite's own `query` parses, describes, binds and
 * executes every statement anew, in six calls into its WebAssembly; a statement prepared here is only bound and
 * executed, in one call, and planned once it has a generic plan. The statements are named by text, the
 * `capacity` most recently used kept and the oldest closed. Statements without values (scripts, DDL) and
 * everything else go to PGlite as they are.
 */
export function namingPglite(client: PGlite, capacity: number): PGlite {
  if (capacity <= 0) return client;
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  const exchange = async (parts: Uint8Array[]) =>
    (await client.execProtocol(concat(parts), { syncToFs: false })).messages;

  /** The statement's name and parameter types, preparing it first when it is new (or was closed). */
  async function statementFor(text: string, options?: QueryOptions): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: a Map keeps insertion order, so the first entry is the one to close.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `pglite_s${++counter}`;
    const described = await exchange([
      protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    if (prepared.size > capacity) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      await exchange([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]);
    }
    return statement;
  }

  /** PGlite's `query` for a statement with values, on the prepared statement (the caller holds the locks). */
  async function runPrepared<T>(
    text: string,
    values: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const { name, paramTypes } = await statementFor(text, options);
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange([
      protocol.serialize.bind({ statement: name, values: serialized }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    // PGlite merges a query's own parsers into its 318 defaults by spreading both, 0.14 ms a query: Drizzle
    // gives every query nine of its own. Layered on the defaults instead, a lookup falls through to them.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const named = (inner: Queryable, locked: <T>(work: () => Promise<T>) => Promise<T>): Queryable['query'] =>
    (<T>(text: string, values?: unknown[], options?: QueryOptions) =>
      values && values.length > 0 && !options?.blob
        ? locked(() => runPrepared<T>(text, values, options))
        : inner.query<T>(text, values, options)) as Queryable['query'];

  // As PGlite's own query: outside a transaction it waits for any transaction to end and writes to disk after.
  const topLevel = named(client, (work) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await work();
        if (!client.isInTransaction()) await client.syncToFs();
        return result;
      }),
    ),
  );
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return topLevel;
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get: (inner, key) =>
                  key === 'query'
                    ? named(inner, (step) => target._runExclusiveQuery(step))
                    : Reflect.get(inner, key),
              }),
            ),
          );
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
