import type { Kysely } from 'kysely'

// Imports keep their history (ADR 0080): a post read from another blog keeps what it was there.
// - `original_date`: when it was first published there (front matter `date`, RSS `pubDate`, Atom
//   `published`, Ghost `published_at`); publishing the draft dates it to that, not to the moment.
// - `slug`: its address's last segment there (front matter `slug`, Ghost `slug`, WordPress
//   `wp:post_name`); the post's slug while its title stays the one it came with. NULL: the slug is
//   made from the title on every read (ADR 0047), as for every post written here.
// - `source_id`: what names it where it came from (a Ghost id, a WordPress guid, a feed item's
//   guid or link, a Markdown file's path and date), so importing it again is skipped.
// All NULL on every post written here, and on every row from before.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['original_date', 'slug', 'source_id']) {
    await db.schema.alterTable('posts').addColumn(column, 'text').execute()
  }
  // "Is this already here?": an author's posts by where they came from.
  await db.schema
    .createIndex('posts_author_source')
    .on('posts')
    .columns(['author_id', 'source_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_author_source').execute()
  for (const column of ['source_id', 'slug', 'original_date']) {
    await db.schema.alterTable('posts').dropColumn(column).execute()
  }
}
