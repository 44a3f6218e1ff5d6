import type { Kysely } from 'kysely'

// Preview links (ADR 0079): one live link per post, which anyone holding its token reads the
// draft through, signed out. The token is never stored: `token_hash` (its SHA-256) finds the
// link, and the server makes the token again from `id` and its secret to show it to the writer.
// Revoking deletes the row; deleting the post takes its link with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preview_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().unique().references('posts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preview_links').execute()
}
