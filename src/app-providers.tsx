import { DirectionProvider, MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { isDarkModeManager } from './lib/color-scheme'
import { refetchForEachViewer } from './entities/viewer-data'
import { useSiteSettings } from './entities/site/use-site'
import { languageDirection } from '../contract/language-choice'
import { I18nProvider, useLanguage } from './lib/i18n/context'
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

/**
 * Mantine's components laid out in the language's direction (docs/decisions/0077): Arabic right to
 * left. A page changes language by loading again (the chooser), so the direction is the first
 * render's; the key makes a change within one page (tests) start anew rather than half-mirrored.
 */
function LanguageDirection({ children }: { children: ReactNode }) {
  const direction = languageDirection(useLanguage())
  return (
    <DirectionProvider key={direction} initialDirection={direction} detectDirection={false}>
      {children}
    </DirectionProvider>
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
        <LanguageDirection>
          <SiteTheme>{children}</SiteTheme>
        </LanguageDirection>
      </QueryClientProvider>
    </I18nProvider>
  )
}
