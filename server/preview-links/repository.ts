// Preview links' rows and tokens (ADR 0079). A token is the HMAC of its link's random id under a
// key derived from TOKEN_SECRET: the database holds only the token's SHA-256 (a stolen copy opens
// no preview), yet the server can show the writer their live link again, which a random token
// stored as a hash could not.
import { createHash, createHmac } from 'node:crypto'
import type { Db } from '../db/schema'
import type { FullPostRow } from '../posts/post-repository'
import { findPost } from '../posts/post-repository'
import { newId } from '../ids'
import { PREVIEW_TOKEN_PATTERN } from '../../contract/preview-links'
import type { PreviewLinksTable } from './tables'
import './tables'

export interface PreviewTokens {
  tokenOf(linkId: string): string
}

export function previewTokens(secret: Uint8Array): PreviewTokens {
  // Its own key, so a preview token can never pass for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('quill preview links').digest()
  return { tokenOf: (linkId) => createHmac('sha256', key).update(linkId).digest('base64url') }
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Whether a link still opens its post: a draft or a scheduled post that nobody has hidden, and
 * not published since the link was made. Publishing dates a post to that moment (or to its
 * scheduled time), so a post published after its link and taken back to a draft has a date
 * later than the link's: that link died when the post went out, and stays dead.
 */
export function isLive(link: Pick<PreviewLinksTable, 'created_at'>, post: FullPostRow): boolean {
  return post.status !== 'published' && post.hidden === null && post.created_at <= link.created_at
}

/** The post's link, if it has one. */
export async function linkOfPost(db: Db, postId: string) {
  return db.selectFrom('preview_links').selectAll().where('post_id', '=', postId).executeTakeFirst()
}

/** A new link for the post, replacing any it had (one per post). */
export async function makeLink(
  db: Db,
  tokens: PreviewTokens,
  postId: string,
  createdBy: string,
  at: string,
): Promise<PreviewLinksTable> {
  const id = newId()
  const row = {
    id,
    post_id: postId,
    token_hash: hashOf(tokens.tokenOf(id)),
    created_by: createdBy,
    created_at: at,
  }
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('preview_links').where('post_id', '=', postId).execute()
    await tx.insertInto('preview_links').values(row).execute()
  })
  return row
}

export async function deleteLinkOfPost(db: Db, postId: string): Promise<number> {
  const result = await db.deleteFrom('preview_links').where('post_id', '=', postId).execute()
  return Number(result[0]?.numDeletedRows ?? 0)
}

/**
 * The post a token opens, or undefined: not a token's shape, no such link, or a link no longer
 * live (which is deleted on the way, so it never opens again).
 */
export async function postOfToken(db: Db, token: string): Promise<FullPostRow | undefined> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return undefined
  const link = await db
    .selectFrom('preview_links')
    .selectAll()
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst()
  if (!link) return undefined
  // Read with no viewer: a preview reader is nobody, whoever's browser it is.
  const post = await findPost(db, link.post_id)
  if (!post) return undefined
  if (!isLive(link, post)) {
    await db.deleteFrom('preview_links').where('id', '=', link.id).execute()
    return undefined
  }
  return post
}
