// Setting the site up (docs/decisions/0074). Not optimistic: whether the caller becomes the owner
// is the server's to say (someone else may have finished first), so the form waits for it. What
// it answers is the site every page shows, set at once (src/router.tsx then names it in every
// head), and the caller's role is asked again. Said and followed here, not in the call's own
// callbacks: the site set up, the setup screen no longer shows the form that made the call.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { siteQueries } from '../../entities/site/queries'
import { useT } from '../../lib/i18n/context'
import { notify } from '../../lib/toast'
import siteSetup from '../../locales/en/site-setup.messages.json'
import { setUpSite } from './api'

export function useSetUpSite(onDone: () => void) {
  const t = useT(siteSetup)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUpSite,
    onSuccess: (site) => {
      notify.success(t('siteSetup.done'))
      queryClient.setQueryData(siteQueries.site().queryKey, site)
      void queryClient.invalidateQueries({ queryKey: siteQueries.roles() })
      onDone()
    },
  })
}
