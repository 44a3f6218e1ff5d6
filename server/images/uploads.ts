// Uploads to the built-in image host, recorded so that the sweep (plugins/upload-sweep.ts) can
// tell which images no post uses. Several instances may sweep at once: an image's row is taken
// by one conditional DELETE, so exactly one instance removes the image.
import { sql } from 'kysely'
import type { Db } from '../db/schema'

/** Records an upload; uploading the same image again restarts its grace period. */
export async function recordUpload(
  db: Db,
  upload: { name: string; uploaderId: string; at: string },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ name: upload.name, uploader_id: upload.uploaderId, uploaded_at: upload.at })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ uploader_id: upload.uploaderId, uploaded_at: upload.at }),
    )
    .execute()
}

/** Uploads last made before `cutoff`, oldest first: candidates, used or not. */
export async function uploadsBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('uploaded_at', '<', cutoff)
    .orderBy('uploaded_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.name)
}

/**
 * Takes an upload for removal: deletes its row if it is still older than `cutoff` (not uploaded
 * again meanwhile) and no post's image, no saved version of a post (issue 27: a restore brings its
 * image back) and no profile's photo (issue 22) names it. True for the one caller whose DELETE
 * took it.
 */
export async function takeUnusedUpload(db: Db, name: string, cutoff: string): Promise<boolean> {
  // The built-in host's URLs end in /images/<name>, whatever PUBLIC_URL was then.
  const unnamedIn = (
    table: 'posts' | 'post_revisions' | 'profiles',
    column: 'image' | 'photo_url',
  ) =>
    sql<boolean>`not exists (select 1 from ${sql.table(table)} where ${sql.ref(column)} like ${`%/${name}`})`
  const result = await db
    .deleteFrom('uploads')
    .where('name', '=', name)
    .where('uploaded_at', '<', cutoff)
    .where(unnamedIn('posts', 'image'))
    .where(unnamedIn('post_revisions', 'image'))
    .where(unnamedIn('profiles', 'photo_url'))
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Whether an upload is recorded. */
export async function hasUpload(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst()
  return row !== undefined
}
