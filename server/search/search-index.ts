// The SQLite search index checked against what it indexes (migration 008: its content is the
// view of published posts), and repaired when they disagree. A crash cannot make them disagree
// (SQLite's transactions hold the index and the posts together), but a file restored from a
// backup, edited by hand, or written by an older Quill could; the check finds it at start-up.
import { sql } from 'kysely'
import type { Db } from '../db/schema'

/** FTS5's own check: null when the index matches its content, else what FTS5 said. */
export async function searchIndexProblem(db: Db): Promise<string | null> {
  try {
    await sql`insert into posts_fts (posts_fts, rank) values ('integrity-check', 1)`.execute(db)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** Indexes the published posts anew: what the view holds, so never a draft. */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await sql`insert into posts_fts (posts_fts) values ('rebuild')`.execute(db)
}

/** Checks the index, and rebuilds it when the check fails; answers what the check found. */
export async function ensureSearchIndex(db: Db): Promise<string | null> {
  const problem = await searchIndexProblem(db)
  if (problem !== null) await rebuildSearchIndex(db)
  return problem
}
