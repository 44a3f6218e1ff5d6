import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { MoonIcon, SunIcon } from '../../components/icons'

/** The day/night switch; Mantine stores the choice through src/lib/color-scheme.ts. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const dark = useComputedColorScheme('light') === 'dark'
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode'
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  )
}
