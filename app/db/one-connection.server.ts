import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from "kysely";

/**
 * PGlite is one Postgres session. the PGlite driver hands every caller the same "connection"
 * over that session, so a transaction's BEGIN … COMMIT would take in the statements of
 * requests running at the same time. This wrapper lends the session to one holder at a
 * time (a query, or a whole transaction) and queues the rest in arrival order.
 *
 * Inside `db.transaction().execute(trx => …)` use `trx`, never `db`: a second
 * connection waits for the transaction to end, and the transaction waits for it.
 */
export function oneConnectionAtATime(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new QueuedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class QueuedDriver implements Driver {
  readonly #inner: Driver;
  #queueTail: Promise<void> = Promise.resolve();
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previousHolder = this.#queueTail;
    let release!: () => void;
    this.#queueTail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previousHolder;
    try {
      const connection = await this.#inner.acquireConnection();
      this.#releases.set(connection, release);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    // Let queries already queued finish before the session closes under them.
    await this.#queueTail;
    await this.#inner.destroy();
  }
}
