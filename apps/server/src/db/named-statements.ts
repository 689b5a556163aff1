import pg from 'pg';

const ignore = () => undefined;

/**
 * A node-postgres client that prepares each parameterised statement once per connection: the first use of a
 * text sends Parse under a name, later uses only Bind and Execute, so PostgreSQL neither parses nor plans it
 * again (decision 025: planning was about half of the database's time per statement in a checkout).
 *
 * Names are given per text for the whole process; each connection keeps its most recently used `capacity`
 * statements and deallocates the oldest beyond that, so a stream of one-off texts (search filters, lists of
 * ids of every length) cannot grow a connection's memory without bound. Statements without values keep the
 * simple protocol (one message, nothing to prepare). Only statements given as a config object are named, as
 * Drizzle gives every one of ours; a plain `query(text, values)` is the job queue's own SQL, whose tables
 * (and `returning *` rows) a newer instance may change under a running one when the library upgrades, and a
 * prepared statement whose row type changed fails. `capacity` 0 turns naming off, for a pooler in
 * transaction mode, where a connection's statements do not follow the client.
 *
 * Statements given to one connection together (reads in a transaction's Promise.all) are sent one after
 * another by this client, in the order given: node-postgres would queue them itself, but warns that it
 * refuses to from version 9.
 */
export function namingClient(capacity: number, namesLimit = capacity * 20): typeof pg.Client {
  const nameOf = new Map<string, string>();

  function nameFor(text: string): string | undefined {
    const known = nameOf.get(text);
    if (known !== undefined || nameOf.size >= namesLimit) return known;
    const name = `s${nameOf.size + 1}`;
    nameOf.set(text, name);
    return name;
  }

  return class NamingClient extends pg.Client {
    /** Names prepared on this connection, least recently used first. */
    readonly #prepared = new Set<string>();

    #use(name: string): void {
      this.#prepared.delete(name);
      this.#prepared.add(name);
      // Only an idle connection deallocates: queued behind a running statement, the deallocation would put
      // the new statement in a queue too, which node-postgres refuses from version 9. A busy connection stays
      // over its capacity until a later statement finds it idle, and each such statement deallocates one.
      if (this.#prepared.size <= capacity || this.#busy()) return;
      const [oldest] = this.#prepared;
      if (oldest === undefined) return;
      this.#prepared.delete(oldest);
      // Runs before the statement being sent; pg forgets the name only once the server has, so a later use
      // of the same text parses it again rather than binding a statement that is gone.
      const connection = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
        .connection;
      super.query(`deallocate ${oldest}`, (error: Error | null) => {
        if (!error) delete connection.parsedStatements[oldest];
      });
    }

    #busy(): boolean {
      const client = this as unknown as { _activeQuery: unknown; _queryQueue: unknown[] };
      return client._activeQuery != null || client._queryQueue.length > 0;
    }

    /** Settles when the last statement sent through `query`'s promise form has. */
    #tail: Promise<unknown> = Promise.resolve();
    /** Statements waiting on `#tail` that have not been handed to node-postgres yet. */
    #waiting = 0;

    // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query is a set of overloads; this passes them on.
    override query(config: any, values?: any, callback?: any): any {
      const promised =
        callback === undefined &&
        typeof values !== 'function' &&
        !(typeof config === 'object' && 'submit' in config);
      if (!promised) return this.#send(config, values, callback);
      // Statements run together on one connection (a transaction's Promise.all) wait here for the one before
      // to settle: node-postgres queues them itself only with a deprecation warning, and refuses from 9.
      const run: Promise<unknown> =
        this.#waiting === 0 && !this.#busy() ? this.#send(config, values) : this.#after(config, values);
      this.#tail = run.then(ignore, ignore);
      return run;
    }

    // biome-ignore lint/suspicious/noExplicitAny: as query.
    #after(config: any, values?: any): Promise<unknown> {
      this.#waiting++;
      return this.#tail.then(() => {
        this.#waiting--;
        return this.#send(config, values);
      });
    }

    // biome-ignore lint/suspicious/noExplicitAny: as query.
    #send(config: any, values?: any, callback?: any): any {
      const named = capacity > 0 ? this.#named(config, values) : undefined;
      return super.query(named ?? config, values, callback);
    }

    #named(config: unknown, values: unknown): pg.QueryConfig | undefined {
      if (typeof config !== 'object' || config === null || 'submit' in config) return undefined;
      const { text, name } = config as pg.QueryConfig;
      const params = Array.isArray(values) ? values : (config as pg.QueryConfig).values;
      if (typeof text !== 'string' || name || !params || params.length === 0) return undefined;
      const named = nameFor(text);
      if (named === undefined) return undefined;
      this.#use(named);
      return { ...(config as pg.QueryConfig), name: named };
    }
  };
}
