// Issue 27 item 4: every saved version of a post, written in the transaction that saves the post,
// so a post and its history never disagree (docs/decisions/0042).
import type { Transaction } from 'kysely'
import type { Database, Db } from '../db/schema'
import { newId } from '../ids'

type Executor = Db | Transaction<Database>

/** The text a revision keeps: what an author writes, not what the server derives from it. */
export interface RevisionText {
  title: string
  body: string
  tags: string[]
  image: string
}

/** How many revisions `GET …/revisions` lists, newest first: far more than any history screen. */
export const REVISION_LIST_MAX = 500

export async function recordRevision(
  trx: Executor,
  postId: string,
  text: RevisionText,
  /** `autosaved`: written by an autosave, which the next one soon after replaces (ADR 0078). */
  by: { authorId: string; at: string; autosaved?: boolean },
): Promise<void> {
  await trx
    .insertInto('post_revisions')
    .values({
      id: newId(),
      post_id: postId,
      title: text.title,
      body: text.body,
      tags: JSON.stringify(text.tags),
      image: text.image,
      author_id: by.authorId,
      created_at: by.at,
      autosaved: by.autosaved ? 1 : 0,
    })
    .execute()
}

/** Whether a save changes what a revision keeps (a change of status alone is no new version). */
export function textChanged(before: RevisionText, after: RevisionText): boolean {
  return (
    before.title !== after.title ||
    before.body !== after.body ||
    before.image !== after.image ||
    JSON.stringify(before.tags) !== JSON.stringify(after.tags)
  )
}

/** A post's revisions, newest first, without their bodies. */
export function listRevisions(db: Db, postId: string) {
  return db
    .selectFrom('post_revisions')
    .select(['id', 'title', 'tags', 'image', 'author_id', 'created_at'])
    .where('post_id', '=', postId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REVISION_LIST_MAX)
    .execute()
}

export function findRevision(db: Db, postId: string, revisionId: string) {
  return db
    .selectFrom('post_revisions')
    .selectAll()
    .where('post_id', '=', postId)
    .where('id', '=', revisionId)
    .executeTakeFirst()
}
