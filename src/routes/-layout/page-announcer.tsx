// What tells a screen-reader user that the page changed in a single-page app: the document title
// follows the route's `head`, and after a navigation focus moves to the new page's heading.
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SITE_NAME } from '../../lib/page-title'

function useRouteTitle(): string {
  return useRouterState({
    select: (state) => {
      // (A not-found screen names the document itself: src/components/not-found-page.tsx.)
      // The deepest route that names itself wins, as the router's own head merging does.
      for (const match of [...state.matches].reverse()) {
        const title = match.meta?.find((tag) => tag?.title)?.title
        if (title) return title
      }
      return SITE_NAME
    },
  })
}

export function PageAnnouncer() {
  const title = useRouteTitle()
  const router = useRouter()

  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        // The first page keeps the browser's own focus; a search or hash change is no new page.
        if (!fromLocation || !pathChanged) return
        requestAnimationFrame(() => {
          const heading = document.querySelector('main h1')
          if (!(heading instanceof HTMLElement)) return
          heading.tabIndex = -1
          heading.focus({ preventScroll: true })
        })
      }),
    [router],
  )
  return null
}
