import { Button, Stack, Text } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ApiError } from '../lib/api-error'
import { isChunkLoadError, useIsOnline } from '../lib/connection'
import { Notice } from './notice'
import { useT } from '../lib/i18n/context'
import routeError from '../locales/en/route-error.messages.json'

/**
 * A route's error screen, in the server's words when it answered (never a URL or a status line).
 * "Try again" clears the failed queries' error state and reruns the loaders (the pattern of
 * TanStack Router's kitchen-sink-react-query example). When nothing answered at all (offline,
 * or the screen's code could not be fetched) it says Quill can't be reached, and tries again by
 * itself once the connection is back. Offline, a page never read on this device says it is not
 * saved for offline reading.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const t = useT(routeError)
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  const online = useIsOnline()
  const failure = ApiError.from(error)
  const unreachable = failure.code === 'network'

  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  const retry = () => {
    // The code of a screen that failed to load is fetched afresh by a reload (a deploy may have
    // renamed it); offline, the router tries again in place, and the app stays.
    if (isChunkLoadError(error) && navigator.onLine) window.location.reload()
    else void router.invalidate()
  }

  // Back online after being offline: try again without being asked (only on that change, so an
  // unreachable server is not asked again and again).
  const wentOffline = useRef(!online)
  useEffect(() => {
    if (!online) wentOffline.current = true
    else if (wentOffline.current && unreachable) {
      wentOffline.current = false
      void router.invalidate()
    }
  }, [unreachable, online, router])

  // Offline, a page whose code is here but whose data is not was never read on this device
  // (pages read once are kept: docs/decisions/0040).
  const notSaved = unreachable && !(online && navigator.onLine) && !isChunkLoadError(error)

  return (
    <Notice
      color="red"
      title={
        notSaved
          ? t('routeError.notSaved')
          : unreachable
            ? t('routeError.cantReach', { site: router.options.context.site.name })
            : t('routeError.loadFailed')
      }
      role="alert"
    >
      <Stack align="flex-start">
        <Text size="sm">{notSaved ? t('routeError.notSavedBody') : failure.message}</Text>
        <Button variant="light" color="red" onClick={retry}>
          {unreachable ? t('routeError.retry') : t('routeError.tryAgain')}
        </Button>
      </Stack>
    </Notice>
  )
}
