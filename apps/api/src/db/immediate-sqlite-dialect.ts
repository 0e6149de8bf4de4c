// SQLite's default BEGIN is DEFERRED: a transaction that reads first and writes later asks for
// the write lock only at its first write, and if another process holds it then, SQLite answers
// "database is locked" at once instead of waiting busy_timeout (waiting could deadlock two
// readers that both want to write). Every transaction here may write, so each starts IMMEDIATE:
// it takes the write lock up front, and busy_timeout applies while another process holds it.
import { CompiledQuery, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
