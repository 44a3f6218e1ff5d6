// What the route slots into each comment's actions (docs/decisions/0062): the comments feature
// draws the thread and leaves a place for what another feature adds (moderation's Report and
// Hide), so it never imports that feature; the post route composes the two, as
// bulletproof-react's discussion route composes its comments.
import { type ReactNode, createContext } from 'react'
import type { Comment } from '../../../contract/comments'
import type { SessionUser } from '../../lib/auth/session'

export interface CommentActionProps {
  comment: Comment
  user: SessionUser
  postAuthorId: string | undefined
}

/** Drawn beside a comment's Reply for a signed-in reader; none unless the route provides one. */
export const CommentActionsSlot = createContext<((props: CommentActionProps) => ReactNode) | null>(
  null,
)
