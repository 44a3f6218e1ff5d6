// What a report points at, read inside a moderation transaction or for the moderators' list.
import type { Transaction } from 'kysely'
import type { HiddenReason } from '../../contract/hidden'
import type { ReportTargetType } from '../../contract/moderation'
import { excerpt } from '../comments/comment-repository'
import type { Database, Db } from '../db/schema'
import { profileField } from '../profiles/profile-repository'

export type Trx = Transaction<Database>

/** A report's target as its writer and the moderators see it, and whether a reader may. */
export interface Target {
  postId: string
  postTitle: string
  /** Its text: a post's excerpt, a comment whole. */
  text: string
  authorId: string | null
  /** Its writer's name now (the profile's), else as written. */
  authorName: string
  hidden: HiddenReason | null
  /** Its post's status and hiding (a comment is readable only where its post is). */
  status: string
  postHidden: HiddenReason | null
}

export async function findTarget(
  db: Db | Trx,
  type: ReportTargetType,
  id: string,
): Promise<Target | undefined> {
  if (type === 'post') {
    const post = await db
      .selectFrom('posts')
      .select([
        'id',
        'title',
        'body_text',
        'author_id',
        'author_name',
        'hidden',
        'status',
        profileField('display_name', 'posts.author_id').as('profile_name'),
      ])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      post && {
        postId: post.id,
        postTitle: post.title,
        text: excerpt(post.body_text),
        authorId: post.author_id,
        authorName: post.profile_name ?? post.author_name,
        hidden: post.hidden,
        status: post.status,
        postHidden: post.hidden,
      }
    )
  }
  const comment = await db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.body',
      'comments.user_id',
      'comments.user_name',
      'comments.hidden',
      'posts.id as post_id',
      'posts.title',
      'posts.status',
      'posts.hidden as post_hidden',
      profileField('display_name', 'comments.user_id').as('profile_name'),
    ])
    .where('comments.id', '=', id)
    .executeTakeFirst()
  return (
    comment && {
      postId: comment.post_id,
      postTitle: comment.title,
      text: comment.body,
      authorId: comment.user_id,
      authorName: comment.profile_name ?? comment.user_name,
      hidden: comment.hidden,
      status: comment.status,
      postHidden: comment.post_hidden,
    }
  )
}
