import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { isDarkModeManager } from './lib/color-scheme'
import { refetchForEachViewer } from './entities/viewer-data'
import { cssVariablesResolver, theme } from './theme'

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  useEffect(() => refetchForEachViewer(queryClient), [queryClient])
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={isDarkModeManager()}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
