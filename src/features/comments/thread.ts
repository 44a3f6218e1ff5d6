// A post's comments as threads (issue 26): each under the comment it answers, at most three
// levels drawn — deeper replies stand at the third level, saying whom they answer — so a long
// exchange never squeezes the text into a sliver on a phone.
import type { Comment } from '../../../contract/comments'

/** The deepest level drawn: 0 is the top, so three levels. */
export const DEEPEST_LEVEL = 2

export interface ThreadNode {
  comment: Comment
  /** 0 at the top, at most DEEPEST_LEVEL. */
  level: number
  /** The name of the person answered, on a reply drawn at a level above the one it answers. */
  replyingTo?: string
  replies: ThreadNode[]
}

const oldestFirst = (a: Comment, b: Comment) => a.time.localeCompare(b.time)

/**
 * The comments as loaded (newest first, page by page) as threads: the top ones in that order,
 * the replies under each oldest first, as a conversation reads. A reply whose comment is not
 * loaded (on a later page) stands at the top until it is.
 */
export function buildThreads(comments: readonly Comment[]): ThreadNode[] {
  const byId = new Map(comments.map((c) => [c._id, c]))
  const repliesTo = new Map<string, Comment[]>()
  for (const c of comments) {
    if (c.parentId === null || !byId.has(c.parentId)) continue
    const list = repliesTo.get(c.parentId) ?? []
    list.push(c)
    repliesTo.set(c.parentId, list)
  }
  const childrenOf = (id: string) => [...(repliesTo.get(id) ?? [])].sort(oldestFirst)

  /** Everything below `comment`, in reading order, each saying whom it answers. */
  const flattened = (comment: Comment): ThreadNode[] =>
    childrenOf(comment._id).flatMap((child) => [
      { comment: child, level: DEEPEST_LEVEL, replyingTo: comment.userName, replies: [] },
      ...flattened(child),
    ])

  const node = (comment: Comment, level: number): ThreadNode => {
    if (level === DEEPEST_LEVEL) return { comment, level, replies: [] }
    const replies = childrenOf(comment._id).flatMap((child) =>
      level + 1 === DEEPEST_LEVEL
        ? [node(child, level + 1), ...flattened(child)]
        : [node(child, level + 1)],
    )
    return { comment, level, replies }
  }

  return comments.filter((c) => c.parentId === null || !byId.has(c.parentId)).map((c) => node(c, 0))
}

/** How many comments a thread holds below its top (what a collapsed thread says it hides). */
export function countReplies(node: ThreadNode): number {
  return node.replies.reduce((sum, reply) => sum + 1 + countReplies(reply), 0)
}
