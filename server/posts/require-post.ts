import type { Db } from '../db/schema'
import { forbidden, notFound } from '../errors'
import { isId } from '../ids'
import { type FullPostRow, findPost } from './post-repository'

export const postNotFound = () => notFound('Post not found')

/**
 * The post a call is about: 404 when there is none (a segment that cannot be an id included),
 * and with `ownedBy` (a uid), 403 when it is someone else's, or nobody's yet (docs/decisions/0017).
 * A draft is there only for its author: without `ownedBy`, `viewer` (the caller's uid, if any)
 * must be its author, or it is a 404 as if it did not exist; so is a hidden post, unless the
 * caller is a `moderator`. A moderator is an editor or above (ADR 0074), who also reads drafts:
 * an editor publishes a contributor's.
 */
export async function requirePost(
  db: Db,
  postId: string,
  {
    ownedBy,
    viewer,
    moderator = false,
    notOwner = () => forbidden('Only the author may change this post'),
  }: {
    ownedBy?: string
    viewer?: string | undefined
    moderator?: boolean
    /** The refusal of someone else's post; a read of it (its history) says so with its own code. */
    notOwner?: () => Error
  } = {},
): Promise<FullPostRow> {
  const row = isId(postId) ? await findPost(db, postId, viewer ?? ownedBy) : undefined
  if (!row) throw postNotFound()
  if (
    ownedBy === undefined &&
    row.status !== 'published' &&
    row.author_id !== viewer &&
    !moderator
  ) {
    throw postNotFound()
  }
  // Hidden by a moderator, or its author suspended (issue 26): its author and moderators read it.
  if (ownedBy === undefined && row.hidden && row.author_id !== viewer && !moderator) {
    throw postNotFound()
  }
  if (ownedBy !== undefined && row.author_id !== ownedBy) {
    throw notOwner()
  }
  return row
}
