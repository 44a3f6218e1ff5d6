import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { MoonIcon, SunIcon } from '../../components/icons'
import { useHydrated } from '../../lib/hydration'
import { useT } from '../../lib/i18n/context'

/** The day/night switch; Mantine stores the choice through src/lib/color-scheme.ts. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light')
  // The server draws a light page's label; hydrating says the same, and the render after it the
  // scheme this browser chose (React keeps a hydrated attribute as the server wrote it).
  const dark = useHydrated() && computed === 'dark'
  const t = useT()
  const label = t('header.colorScheme', { scheme: dark ? 'light' : 'dark' })
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      // Before the app has taken a drawn page over, public/early.js works this switch itself.
      data-color-scheme-toggle
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {/* Both icons, one hidden by the scheme public/early.js set before the first paint:
          a page drawn on the server shows the right one before any script runs. */}
      <Box component="span" lh={0} lightHidden>
        <SunIcon />
      </Box>
      <Box component="span" lh={0} darkHidden>
        <MoonIcon />
      </Box>
    </ActionIcon>
  )
}
