import {
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  Title,
  createTheme,
} from '@mantine/core'

/**
 * The serif a post is read in: the system's own book faces (Charter on Apple devices, Sitka or
 * Cambria on Windows, Noto Serif on Android), so reading costs no font download.
 * https://modernfontstacks.com/ (Transitional)
 */
const READING_FONT = 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif'

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives links and buttons 3.5:1 on white; shade 8 passes WCAG AA.
  // An accent's palette is made so its shade 8 does too (contract/site-palette.ts, ADR 0076).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Headings in the brightest text colour: in dark mode Mantine's body grey made page titles
    // look disabled.
    Title: Title.extend({ defaultProps: { c: 'bright' } }),
    // An × says nothing to a screen reader: every close button (a dialog's, a drawer's) is named
    // unless its own code names it better ("Close menu", "Remove tag rust"). A plain object, not
    // CloseButton.extend: that would bring the component to the first load (ADR 0018).
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
})

/**
 * The theme with the site's accent as its primary colour: its ten shades, made by the server when
 * the settings were saved (docs/decisions/0076), so nothing here computes a colour.
 */
export const themeWithAccent = (palette: readonly string[]): MantineThemeOverride => ({
  ...theme,
  colors: { ...theme.colors, accent: palette as unknown as MantineColorsTuple },
  primaryColor: 'accent',
})

/** Dimmed text dark enough for WCAG AA (Mantine's default gray.6 is 3.3:1 on white). */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: { '--quill-font-reading': READING_FONT },
  // Reading text a shade off pure black/white: the contrast stays far above AA without glare.
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--quill-color-reading': mantineTheme.colors.dark[7],
  },
  dark: {
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    '--quill-color-reading': mantineTheme.colors.dark[0],
    // Mantine's dark text for light and subtle red buttons is its palest shade, near white:
    // Delete stopped looking like a danger. Shade 4 stays red, 5.3:1 on the light variant's
    // background and 6:1 on the page.
    '--mantine-color-red-light-color': mantineTheme.colors.red[4],
  },
})
