// The live notifications' stream itself: opened once someone is signed in, so its code comes
// in a chunk of its own after the first load (ADR 0018's budget); use-notification-events.ts.
import type { QueryClient } from '@tanstack/react-query'
import { NOTIFICATION_EVENT } from '../../../contract/wire'
import { readAccessToken } from '../../lib/http'
import { notificationQueries } from '../../entities/notification/queries'

const RECONNECT_MS = 5_000
const TOKEN_WAIT_MS = 500

/** Opens the stream (again after a refusal); answers what closes it. */
export function openNotificationStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all() })

  const connect = () => {
    const token = readAccessToken()
    if (!token) {
      // Signed in, but the server's token is still being fetched.
      retry = setTimeout(connect, TOKEN_WAIT_MS)
      return
    }
    const url = new URL('/api/notification-events', window.location.origin)
    url.searchParams.set('token', token)
    source = new EventSource(url)
    source.addEventListener(NOTIFICATION_EVENT, refresh)
    source.addEventListener('error', () => {
      // The browser retries a dropped stream by itself; a refused one (an expired token) is
      // closed for good, so open a new one with whatever token is stored by then.
      if (source?.readyState !== EventSource.CLOSED) return
      retry = setTimeout(() => {
        refresh()
        connect()
      }, RECONNECT_MS)
    })
  }

  connect()
  return () => {
    clearTimeout(retry)
    source?.close()
  }
}
