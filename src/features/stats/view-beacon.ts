// Issue 28: the post page tells the server it was shown (a view) and read (its end reached, or
// 30 s visible), once per page view. Sent by the page, not counted from its answer, so a page
// drawn from a kept answer or a cache counts the same (docs/decisions/0046). Plain fetch with
// keepalive: a read sent as the tab closes still goes, and ky is not needed for a fire-and-forget.
// An author reading their own post is not counted: with a stored token, the session is awaited.
import type { ViewBeacon as Beacon } from '../../../contract/stats'
import { sessionStore } from '../../lib/auth/session'
import { readAccessToken } from '../../lib/http'

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

/** Counts one view of the post now, and its read later; answers how to stop. */
function countView(postId: string, end: HTMLElement | null): () => void {
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
  if (end) observer?.observe(end)
  document.addEventListener('visibilitychange', onVisibility)
  resume()
  return stop
}

/**
 * Counts the view once it is known not to be the author's own reading; answers how to stop.
 * Nobody is signed in without a stored token: counted at once, Firebase not awaited.
 */
export function startCounting(
  postId: string,
  authorId: string | null,
  end: HTMLElement | null,
): () => void {
  let stop: (() => void) | undefined
  let gone = false
  const start = (uid: string | undefined) => {
    if (!gone && (uid === undefined || uid !== authorId)) stop = countView(postId, end)
  }
  if (readAccessToken() === null) start(undefined)
  else
    void sessionStore
      .ready()
      .then((session) => start(session.status === 'signed-in' ? session.user.uid : undefined))
  return () => {
    gone = true
    stop?.()
  }
}
