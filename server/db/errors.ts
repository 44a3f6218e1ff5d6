// What a database error means, in either dialect.

/**
 * A row refers to one that is gone: PostgreSQL's 23503 (foreign_key_violation), SQLite's
 * SQLITE_CONSTRAINT_FOREIGNKEY. On PostgreSQL a row read at the start of a transaction can be
 * deleted by another before this one writes a row that refers to it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

/** PostgreSQL's 57014 (query_canceled): the statement outran its `statement_timeout`. */
export function isQueryCanceled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014'
}

/** A second row with a value a unique index holds: PostgreSQL's 23505, SQLite's constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
