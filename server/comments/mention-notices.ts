// Mentions (issue 26 item 2): each person a new comment names by `@handle` is told once, however
// often named, unless it is the commenter or someone the comment told already (of a reply or a
// comment on their post). Written after the comment, not in its transaction: their email comes
// from the identity provider (profiles hold none), which no transaction should wait on.
import { mentionedHandles } from '../../contract/mention-text'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { excerpt } from './comment-repository'

export interface MentionSource {
  commentId: string
  postId: string
  postTitle: string
  text: string
  createdAt: string
  actor: { uid: string; name: string }
  /** Told already by the comment: not told again. */
  toldIds: readonly string[]
}

/** Writes the mention notices of a new comment; answers the emails told, for the event stream. */
export async function noticeMentions(
  db: Db,
  /** Their email, from the identity provider; null when it cannot say (they are skipped). */
  emailOf: (uid: string) => Promise<string | null>,
  source: MentionSource,
): Promise<string[]> {
  const handles = mentionedHandles(source.text)
  if (handles.length === 0) return []
  const people = await db
    .selectFrom('profiles')
    .select(['uid'])
    .where('handle', 'in', handles)
    .where('uid', 'not in', [source.actor.uid, ...source.toldIds])
    .execute()
  const told: string[] = []
  for (const { uid } of people) {
    const email = await emailOf(uid)
    if (!email) continue
    await db
      .insertInto('notifications')
      .values({
        id: newId(),
        recipient_email: email,
        recipient_id: uid,
        post_id: source.postId,
        comment_id: source.commentId,
        type: 'mention',
        actor_id: source.actor.uid,
        title: `${source.actor.name} mentioned you`,
        // "title: text" as a comment's, so an edit keeps it in step (comment-repository.ts).
        detail: `${source.postTitle}: ${excerpt(source.text)}`,
        created_at: source.createdAt,
      })
      .execute()
    told.push(email)
  }
  return told
}
