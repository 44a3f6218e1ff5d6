import type { Kysely } from 'kysely'

// Confirmation mails per domain (docs/security.md, "Confirmation mails"): how many went to each
// domain in its current hour, so no domain gets more than MAIL_CONFIRMATIONS_PER_DOMAIN an hour
// however many addresses a stranger subscribes there. One row per domain, counted in windows of
// an hour from the window's first mail; claimed with one conditional upsert, as the mailbox's
// own hour is in `mail_confirmations` (which is keyed by the mailbox since: the address
// without its +tag).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_confirmation_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_confirmation_domains').execute()
}
