// Posts, comments, authors and tags are answered per viewer (`likedByMe`, `followedByMe`, one's
// own `userEmail`): a copy read
// as someone else — a server-drawn page is drawn for a visitor (ADR 0019), a list read before
// signing in or out — is refetched once the session says who is reading now.
import type { QueryClient } from '@tanstack/react-query'
import { type Session, type SessionStore, sessionStore } from '../lib/auth/session'
import { authorQueries } from './author/queries'
import { commentQueries } from './comment/queries'
import { FOLLOWS_ROOT } from './follow/keys'
import { postQueries } from './post/queries'

const viewerOf = (session: Session) =>
  session.status === 'loading'
    ? undefined
    : session.status === 'signed-in'
      ? session.user.uid
      : null

/** Starts following the session; answers the unsubscribe. */
export function refetchForEachViewer(
  queryClient: QueryClient,
  sessions: SessionStore = sessionStore,
): () => void {
  // undefined: not known yet; what was read until then was read as a visitor (or as the user the
  // stored token names, whose copy a refetch answers with a 304).
  let viewer = viewerOf(sessions.get())
  return sessions.subscribe(() => {
    const next = viewerOf(sessions.get())
    if (next === undefined || next === viewer) return
    const first = viewer === undefined
    viewer = next
    if (first && next === null) return
    // Authors and tags: their `followedByMe` (issue 24).
    for (const queryKey of [
      postQueries.all(),
      commentQueries.all(),
      authorQueries.all(),
      FOLLOWS_ROOT,
    ])
      void queryClient.invalidateQueries({ queryKey })
  })
}
