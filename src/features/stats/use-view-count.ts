// Issue 28: the post page's view and read are counted by code that comes in its own small
// chunk once the post is shown (view-beacon.ts), so the post's chunk carries only this.
import { type RefObject, useEffect } from 'react'

export function useViewCount(
  postId: string,
  authorId: string | null,
  /** An element at the end of the post: its being seen is the post read to its end. */
  end: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    import('./view-beacon')
      .then(({ startCounting }) => {
        if (!gone) stop = startCounting(postId, authorId, end.current)
      })
      // Offline with the chunk not kept: the view is not counted, and nothing else is amiss.
      .catch(() => {})
    return () => {
      gone = true
      stop?.()
    }
  }, [postId, authorId, end])
}
