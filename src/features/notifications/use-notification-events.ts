// Live notifications: the server's event stream says "your list changed", and the one
// notifications query is refetched, so the header badge and the screen follow at once. The
// stream's code (notification-stream.ts) loads once someone is signed in.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSessionUser } from '../../lib/auth/session'

export function useNotificationEvents(): void {
  const queryClient = useQueryClient()
  const email = useSessionUser()?.email ?? null

  useEffect(() => {
    if (!email || typeof EventSource === 'undefined') return
    let close: (() => void) | undefined
    let closed = false
    void import('./notification-stream').then(({ openNotificationStream }) => {
      if (!closed) close = openNotificationStream(queryClient)
    })
    return () => {
      closed = true
      close?.()
    }
  }, [email, queryClient])
}
