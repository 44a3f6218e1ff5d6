import type { Kysely } from 'kysely'

// Every image uploaded to the built-in host: its name (the content's hash), who uploaded it
// last (a uid) and when. The sweep (plugins/upload-sweep.ts) removes an image no post uses once
// its grace period after the last upload has passed. Images stored before this table (and the
// demo seed's) are not recorded, so never swept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('uploader_id', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_by_time').on('uploads').column('uploaded_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute()
}
