// What tells a screen-reader user that the page changed in a single-page app: the document title
// follows the route's `head` (<HeadContent />, page-head.tsx), and after a navigation focus moves
// to the new page's heading, or to what its anchor names (`#comment-<id>`) if that is there yet —
// a comment that arrives later takes focus itself (use-comment-target.ts), and a page that put
// the caret in a field of its own keeps it.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export function PageAnnouncer() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
        // The first page keeps the browser's own focus; a search or hash change is no new page.
        if (!fromLocation || !pathChanged) return
        requestAnimationFrame(() => {
          const anchor = toLocation.hash ? document.getElementById(toLocation.hash) : null
          const heading = anchor ?? document.querySelector('main h1')
          // A page that put the caret in a field of its own keeps it there: a new post's editor,
          // opened by its first save, goes on where the writer was typing (ADR 0078).
          if (!(heading instanceof HTMLElement) || document.activeElement?.closest('main form')) {
            return
          }
          heading.tabIndex = -1
          heading.focus({ preventScroll: true })
        })
      }),
    [router],
  )
  return null
}
