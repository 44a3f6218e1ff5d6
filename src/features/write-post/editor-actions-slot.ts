// What the route slots into the edit form's buttons (docs/decisions/0062): the editor leaves a
// place for what another feature adds (the preview link's "Share preview link", ADR 0079), so it
// never imports that feature; the edit route composes the two, as the post route composes the
// comments and moderation (comment-actions-slot.ts).
import { type ReactNode, createContext } from 'react'
import type { PostStatus } from '../../../contract/tags'

/** Drawn first among the edit form's buttons; none unless the route provides one. */
export const EditorActionsSlot = createContext<
  ((props: { status: PostStatus }) => ReactNode) | null
>(null)
