// A link to a comment (`/post/…#comment-<id>`, what a notification opens): the comment may be
// pages down the list, and the list arrives after the page, so the browser's own jump to the
// anchor finds nothing. This loads pages until the comment is there (a bounded number), then
// scrolls it into view and marks it for a moment.
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { commentFromAnchor } from '../../lib/post-link'

/** How many more pages to load looking for it: a long thread's old comment is not worth more. */
export const TARGET_PAGES_MAX = 10
/** How long the comment stays marked. */
export const TARGET_MARK_MS = 2_500

export function useCommentTarget({
  loadedIds,
  pageCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  loadedIds: ReadonlySet<string>
  pageCount: number
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}): void {
  const hash = useLocation({ select: (location) => location.hash })
  const wanted = commentFromAnchor(hash)
  const done = useRef<string | null>(null)
  const found = wanted !== null && loadedIds.has(wanted)

  useEffect(() => {
    if (wanted === null || done.current === wanted) return
    if (!found) {
      if (hasNextPage && !isFetchingNextPage && pageCount <= TARGET_PAGES_MAX) void fetchNextPage()
      return
    }
    done.current = wanted
    const element = document.getElementById(`comment-${wanted}`)
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    element?.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
    // Focus follows, so a keyboard or screen reader is at the comment too.
    element?.focus({ preventScroll: true })
    // An attribute React does not own (comment-list.module.css draws it), so no render waits on it.
    element?.setAttribute('data-marked', 'true')
    setTimeout(() => element?.removeAttribute('data-marked'), TARGET_MARK_MS)
  }, [wanted, found, hasNextPage, isFetchingNextPage, pageCount, fetchNextPage])
}
