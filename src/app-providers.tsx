import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { isDarkModeManager } from './lib/color-scheme'
import { refetchForEachViewer } from './entities/viewer-data'
import { useSiteSettings } from './entities/site/use-site'
import { I18nProvider } from './lib/i18n/context'
import type { I18n } from './lib/i18n/i18n'
import { cssVariablesResolver, themeWithAccent } from './theme'

/** Mantine with the site's accent (ADR 0076): a save recolours every page at once. */
function SiteTheme({ children }: { children: ReactNode }) {
  const palette = useSiteSettings().accentPalette
  const theme = useMemo(() => themeWithAccent(palette), [palette])
  const [schemeManager] = useState(isDarkModeManager)
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={schemeManager}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  )
}

export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient
  /** The render root's translator (one per request on the server: docs/decisions/0077). */
  i18n: I18n
  children: ReactNode
}) {
  useEffect(() => refetchForEachViewer(queryClient), [queryClient])
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteTheme>{children}</SiteTheme>
      </QueryClientProvider>
    </I18nProvider>
  )
}
