import { DirectionContext, MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { isDarkModeManager } from './lib/color-scheme'
import { refetchForEachViewer } from './entities/viewer-data'
import { useSiteSettings } from './entities/site/use-site'
import { LANGUAGES } from '../contract/languages'
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

/** Mantine's direction, which the page never changes in place (a new language loads a page). */
const fixed = () => {}
const DIRECTIONS = {
  ltr: { dir: 'ltr', toggleDirection: fixed, setDirection: fixed },
  rtl: { dir: 'rtl', toggleDirection: fixed, setDirection: fixed },
} as const

/**
 * Mantine's components laid out in the language's direction (docs/decisions/0077): Arabic right to
 * left. Its context rather than its DirectionProvider, whose state and effect (copying the
 * direction to <html dir>, which the server and src/main.tsx write) a page that reloads to change
 * language never uses: 0.7 KB less on the first load.
 */
function LanguageDirection({ children }: { children: ReactNode }) {
  return (
    <DirectionContext value={DIRECTIONS[LANGUAGES[useLanguage()].dir]}>{children}</DirectionContext>
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
