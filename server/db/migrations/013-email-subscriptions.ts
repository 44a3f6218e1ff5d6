import type { Kysely } from 'kysely'

// Issue 24 item 5 (docs/decisions/0037): posts by email.
// - `subscriptions`: one row per (address, author); author_id '' is the whole site (a text key,
//   not NULL, so one unique index keeps one row per pair in both dialects). State 'pending'
//   until the confirmation link is followed, then 'confirmed'; 'unsubscribed' and 'bounced'
//   keep the row so an old link still answers and a bounce is remembered.
// - `mail_confirmations`: when each address was last sent a confirmation (one an hour at most).
// - `mail_deliveries`: one row per (post, address): claimed ('sending', with a lease) before the
//   SMTP transaction and marked 'sent' after it, so a job run again skips what went out.
// - `dev_mail`: the embedded default's outbox (no SMTP_URL, Auth emulator): the dev mailbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('subscriptions_one_per_author')
    .on('subscriptions')
    .columns(['email', 'author_id'])
    .unique()
    .execute()
  // The fan-out reads an author's (and the site's) confirmed subscribers in address order.
  await db.schema
    .createIndex('subscriptions_by_author')
    .on('subscriptions')
    .columns(['author_id', 'state', 'email'])
    .execute()

  await db.schema
    .createTable('mail_confirmations')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('mail_deliveries')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    // 'queued' | 'sending' | 'sent' | 'bounced' | 'failed'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_deliveries_pk', ['post_id', 'email'])
    .execute()

  await db.schema
    .createTable('dev_mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('dev_mail_by_date').on('dev_mail').columns(['date']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dev_mail').execute()
  await db.schema.dropTable('mail_deliveries').execute()
  await db.schema.dropTable('mail_confirmations').execute()
  await db.schema.dropTable('subscriptions').execute()
}
