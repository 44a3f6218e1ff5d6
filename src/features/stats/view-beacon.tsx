// Issue 28: the post page tells the server it was shown (a view) and read (its end reached, or
// 30 s visible), once per page view. Sent by the page, not counted from its answer, so a page
// drawn from a kept answer or a cache counts the same (docs/decisions/0046). Plain fetch with
// keepalive: a read sent as the tab closes still goes, and ky is not needed for a fire-and-forget.
import { useEffect, useRef } from 'react'
import type { ViewBeacon as Beacon } from '../../../contract/stats'

const READ_AFTER_MS = 30_000

/** Only the page the browser landed on has a referrer of its own; in-app views have none. */
let landing = true

function send(beacon: Beacon): void {
  void fetch(new URL('/api/views', window.location.origin), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(beacon),
  }).catch(() => {})
}

/** Placed at the end of the post: its being seen is the post read to its end. */
export function ViewBeacon({ postId }: { postId: string }) {
  const end = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const referrer = landing && document.referrer ? document.referrer : undefined
    landing = false
    send({ postId, event: 'view', ...(referrer ? { referrer } : {}) })

    let left = READ_AFTER_MS
    let since = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const pause = () => {
      if (timer === undefined) return
      clearTimeout(timer)
      timer = undefined
      left -= Date.now() - since
    }
    const resume = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return
      since = Date.now()
      timer = setTimeout(read, left)
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause())
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) read()
          })
    const stop = () => {
      pause()
      observer?.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
    function read() {
      stop()
      send({ postId, event: 'read' })
    }
    if (end.current) observer?.observe(end.current)
    document.addEventListener('visibilitychange', onVisibility)
    resume()
    return stop
  }, [postId])
  return <span ref={end} aria-hidden="true" />
}
