import { type Kysely, sql } from 'kysely'

// The installation's own (ADR 0074): its settings as one JSON document (a new setting needs no
// migration; contract/site.ts reads it with its defaults), its staff with their roles (one owner
// at most, held by a partial unique index), and the audit log of what the staff changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute()
  await db.schema
    .createTable('staff')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text')
    .execute()
  await db.schema
    .createIndex('staff_one_owner')
    .unique()
    .on('staff')
    .column('role')
    .where(sql.ref('role'), '=', 'owner')
    .execute()
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('audit_log_by_time')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('staff').execute()
  await db.schema.dropTable('site_settings').execute()
}
