import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { isDarkModeManager } from './lib/color-scheme'
import { refetchForEachViewer } from './entities/viewer-data'
import { useSiteSettings } from './entities/site/use-site'
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
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  useEffect(() => refetchForEachViewer(queryClient), [queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <SiteTheme>{children}</SiteTheme>
    </QueryClientProvider>
  )
}
