// Setting the site up (docs/decisions/0074). Not optimistic: whether the caller becomes the owner
// is the server's to say (someone else may have finished first), so the form waits for it. What
// it answers is the site every page shows, set at once (src/router.tsx then names it in every
// head), and the caller's role is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { siteQueries } from '../../entities/site/queries'
import { setUpSite } from './api'

export function useSetUpSite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUpSite,
    onSuccess: async (site) => {
      queryClient.setQueryData(siteQueries.site().queryKey, site)
      await queryClient.invalidateQueries({ queryKey: siteQueries.roles() })
    },
  })
}
