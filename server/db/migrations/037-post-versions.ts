import type { Kysely } from 'kysely'

// A post's version, counted up by every write of its text or status, so two editors of one
// draft never overwrite each other unknowingly: a save names the version it started from and is
// refused when the post has moved on (ADR 0078). Every post written before starts at 1.
// A revision says whether an autosave wrote it: the autosaves of one sitting are one revision,
// kept up to date, not one per pause in the typing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('post_revisions')
    .addColumn('autosaved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_revisions').dropColumn('autosaved').execute()
  await db.schema.alterTable('posts').dropColumn('version').execute()
}
