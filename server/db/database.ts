// Opens the database: a SQLite file by default, PostgreSQL when a URL is given. Both go through
// Kysely, so every query is written once.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from 'kysely'
import pg from 'pg'
import type { Database, Db, Dialect } from './schema'

export interface DatabaseHandle {
  db: Db
  dialect: Dialect
  /** For PostgreSQL: the pool, so LISTEN/NOTIFY can take its own connection. */
  pool?: pg.Pool
  ping(): Promise<boolean>
  close(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  /** The SQLite file, used when there is no `databaseUrl`. */
  sqliteFile: string
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema)
  return openSqlite(options.sqliteFile)
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db)
      return true
    },
    close: () => db.destroy(),
  }
}

/** Statements kept compiled, by SQL text: far more than the app's distinct queries. */
export const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing compiles the SQL
 * anew: a tenth of the feed's cost in a profile (docs/decisions/0021). The same SQL text is the
 * same statement, so the compiled one is kept and reused (SQLite re-prepares it by itself if the
 * schema changes). Safe because better-sqlite3 runs each statement to completion synchronously
 * and the app never streams a query (which would hold a statement open).
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text)
      if (statement) return statement
      statement = sqlite.prepare(text)
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value
        if (oldest !== undefined) statements.delete(oldest)
      }
      statements.set(text, statement)
      return statement
    },
  }
}

/** The schema the pool's connections work in (a `search_path` in the URL can choose it). */
export async function currentSchema(pool: pg.Pool): Promise<string | undefined> {
  const { rows } = await pool.query<{ schema: string | null }>('select current_schema() as schema')
  return rows[0]?.schema ?? undefined
}

function openPostgres(url: string, schema?: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    dialect: 'postgres',
    pool,
    ping: async () => {
      await sql`select 1`.execute(db)
      return true
    },
    close: () => db.destroy(),
  }
}
