import type { Kysely } from 'kysely'

// Mails in their recipient's language (ADR 0077, "Mails"): a subscription keeps the language of
// the request that made it, a person the language they first signed in with. NULL on every row
// from before, read as the site's language when a mail goes (server/mail/words): the language
// the site is in then, not the one it had when this ran, since nobody chose either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('language', 'text').execute()
  await db.schema.alterTable('profiles').addColumn('language', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('language').execute()
  await db.schema.alterTable('subscriptions').dropColumn('language').execute()
}
