// Saving the site's settings (docs/decisions/0074): optimistic, as every write here is. The site
// every page shows changes at once; src/router.tsx sees the cache's name change and invalidates
// the router, so every head and the document's title say the new name before the server answers.
// A failure puts the old settings back (the form keeps what was typed).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettings } from '../../../contract/site'
import { DEFAULT_ACCENT } from '../../../contract/site-defaults'
import { siteQueries } from '../../entities/site/queries'
import { snapshotQueries } from '../../lib/optimistic'
import { saveSiteSettings } from './api'
import { staffQueries } from '../../entities/site/staff-queries'

/**
 * The browser's bar in the light scheme, as the server now writes it into every page (ADR 0076):
 * the chosen accent, or the page's white for the default.
 */
function showThemeColor(accent: string) {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[name="theme-color"][media="(prefers-color-scheme: light)"]',
  )
  meta?.setAttribute('content', accent === DEFAULT_ACCENT ? '#ffffff' : accent)
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient()
  const { queryKey } = siteQueries.site()
  return useMutation({
    mutationFn: saveSiteSettings,
    onMutate: async (settings: SiteSettings) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      queryClient.setQueryData(queryKey, (site) => (site ? { ...site, settings } : site))
      return { restore }
    },
    onError: (_error, _settings, context) => context?.restore(),
    // What the server kept (trimmed), not what was sent; the audit log has a new line.
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKey, (site) => (site ? { ...site, settings } : site))
      showThemeColor(settings.accentColor)
      void queryClient.invalidateQueries({ queryKey: staffQueries.audit().queryKey })
    },
  })
}
