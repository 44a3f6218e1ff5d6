import { CatchBoundary, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouteError } from '../../../components/route-error'

/**
 * The comment list's own error screen: comments that fail to load say so in their place, with
 * the route's error screen and its Retry (which loads the route again, and so clears this
 * boundary), and try again by themselves once the connection is back. Without it the failure
 * reached the route's boundary, which replaced the whole post — and the comment being typed with
 * it. The router's boundary and RouteError are on the first load already (ADR 0018).
 */
export function CommentsBoundary({ children }: { children: ReactNode }) {
  // The route loaded again (Retry, or back online): the comments are asked again too.
  const loadedAt = useRouterState({ select: (state) => state.matches.at(-1)?.updatedAt })
  return (
    <CatchBoundary getResetKey={() => loadedAt} errorComponent={RouteError}>
      {children}
    </CatchBoundary>
  )
}
