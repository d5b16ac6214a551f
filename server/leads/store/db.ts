/**
 * The one SQL interface the leads code talks to, whichever PostgreSQL is behind it: PGlite in
 * LEADS_DIR (embedded, one process per folder) or a real server through `pg` (DATABASE_URL).
 * Parameters are `$1`-style on both.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
