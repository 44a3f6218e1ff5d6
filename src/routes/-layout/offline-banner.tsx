import { Alert } from '@mantine/core'
import { useIsOnline } from '../../lib/connection'
import { useSiteSettings } from '../../entities/site/use-site'

/** Shown while the browser is offline; what is on screen stays readable, and lists catch up. */
export function OfflineBanner() {
  const online = useIsOnline()
  const site = useSiteSettings()
  if (online) return null
  return (
    <Alert color="yellow" role="status" mb="md" title="You are offline">
      What is on screen stays readable; {site.title} catches up as soon as you are back online.
    </Alert>
  )
}
