import { Button, Center } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useT } from '../lib/i18n/context'
import components from '../locales/en/components.messages.json'

interface LoadMoreProps {
  /** The list's infinite query, as `useSuspenseInfiniteQuery` answers it. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  label?: string
}

/**
 * The end of an infinite list: scrolling near it loads the next page; the button does the same
 * for keyboards and for browsers without IntersectionObserver.
 */
export function LoadMore({ list, label }: LoadMoreProps) {
  const t = useT(components)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const sentinel = useRef<HTMLDivElement>(null)
  const next = useRef(fetchNextPage)
  useEffect(() => {
    next.current = fetchNextPage
  })

  useEffect(() => {
    const element = sentinel.current
    // Observing anew after each page fires at once if the end is still in view.
    if (!element || !hasNextPage || isFetchingNextPage) return
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) next.current()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage])

  if (!hasNextPage) return null
  return (
    <Center ref={sentinel} py="md">
      <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
        {label ?? t('components.loadMore')}
      </Button>
    </Center>
  )
}
