import type { Kysely } from 'kysely'

// Issue 29 (ADR 0049): a local reader's like of a post from another server. The like itself is
// sent to that server (and counted there); this row only lets the reader's card show it liked,
// and names the Like its Undo takes back. Not in `likes`, whose post is one of ours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_post_likes')
    .addColumn('post_id', 'text', (col) => col.notNull())
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('remote_post_likes_pk', ['post_id', 'uid'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_post_likes').execute()
}
