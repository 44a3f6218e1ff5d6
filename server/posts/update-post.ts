// Saving an edit of a post: the row, its tag index and its history in one transaction, only if
// nobody saved it since it was read (the version check, ADR 0078).
import { sql } from 'kysely'
import type { PostStatus } from '../../contract/tags'
import type { Db, PostRow } from '../db/schema'
import { now } from '../clock'
import { indexTags, renderedColumns } from './post-repository'
import { parseTags } from './post-rows'
import { recordRevision, textChanged } from './revisions'

/** What an edit sets; `created_at` only when the edit publishes a draft (issue 13). */
export interface PostChanges {
  title: string
  body: string
  image: string
  status: PostStatus
  tags: string[]
  /** A BCP 47 tag, canonical (ADR 0077). */
  language: string
  created_at: string
  edited_at: string | null
  /** When a scheduled post goes out; null unless `status` is 'scheduled'. */
  publish_at: string | null
}

/**
 * The autosaves of one sitting are one revision for this long from its first: the history keeps
 * a version every ten minutes of typing, not one per pause (ADR 0078).
 */
export const AUTOSAVE_REVISION_MS = 10 * 60 * 1000

export interface SavedEdit {
  /** 1 when written; 0 when the row had changed since `current` was read (or is gone). */
  updated: number
  /** The post's version now. */
  version: number
}

/**
 * Saves a change of `current` (a row its caller may change: its author's, or an editor's, ADR
 * 0074), the caller having compared them (a save that changes nothing is not written, so its
 * edit date stays). The row changes only if it is still the author's and still at the version
 * read; its version is then counted up. A change of its text is also a revision, `actorId`'s: an
 * autosave's replaces the revision of the same person's autosaves begun in the last ten minutes.
 */
export async function updatePost(
  db: Db,
  current: PostRow,
  { by: actorId, autosave = false }: { by: string; autosave?: boolean },
  changes: PostChanges,
): Promise<SavedEdit> {
  const rendered = changes.body === current.body ? {} : renderedColumns(changes.body)
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('posts')
      .set({
        ...changes,
        ...rendered,
        tags: JSON.stringify(changes.tags),
        version: sql<number>`version + 1`,
        // An imported slug is its title's there: a new title makes the slug as any post's (ADR 0080).
        ...(changes.title !== current.title && current.slug ? { slug: null } : {}),
      })
      .where('id', '=', current.id)
      // A row from before uids has none until claimed: an editor's edit of it still lands.
      .where((eb) =>
        current.author_id === null
          ? eb('author_id', 'is', null)
          : eb('author_id', '=', current.author_id),
      )
      .where('version', '=', current.version)
      .executeTakeFirst()
    const updated = Number(result.numUpdatedRows)
    if (updated === 0) return { updated, version: current.version }
    await indexTags(trx, { id: current.id, ...changes })
    const before = { ...current, tags: parseTags(current.tags) }
    if (textChanged(before, changes)) {
      const at = now()
      const sitting = autosave
        ? await trx
            .selectFrom('post_revisions')
            .select(['id', 'author_id', 'autosaved', 'created_at'])
            .where('post_id', '=', current.id)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst()
        : undefined
      const sameSitting =
        sitting !== undefined &&
        Number(sitting.autosaved) === 1 &&
        sitting.author_id === actorId &&
        Date.parse(at) - Date.parse(sitting.created_at) < AUTOSAVE_REVISION_MS
      if (sameSitting) {
        await trx
          .updateTable('post_revisions')
          .set({
            title: changes.title,
            body: changes.body,
            tags: JSON.stringify(changes.tags),
            image: changes.image,
          })
          .where('id', '=', sitting.id)
          .execute()
      } else {
        await recordRevision(trx, current.id, changes, {
          authorId: actorId,
          at,
          autosaved: autosave,
        })
      }
    }
    return { updated, version: current.version + 1 }
  })
}
