// The accent colour's ten shades (docs/decisions/0076), made once on the server when the settings
// are saved and kept with them, so no browser does colour maths. The shades follow Mantine's own
// blue in OKLCH lightness, with the owner's hue and chroma; the owner's colour itself is the shade
// whose lightness it is nearest. Two shades are then moved until they pass WCAG AA:
// - FILLED_SHADE (Mantine's primaryShade here, in light and dark) carries white text on filled
//   buttons: 4.5:1 against white;
// - ANCHOR_DARK_SHADE is the colour of links and text on the dark body (`--mantine-color-anchor`
//   in dark mode): 4.5:1 against Mantine's dark body colour, dark[7].

import { DEFAULT_ACCENT, MANTINE_BLUE } from './site-defaults'

export { DEFAULT_ACCENT, MANTINE_BLUE }

export const FILLED_SHADE = 8
export const ANCHOR_DARK_SHADE = 4
/** Mantine's dark body colour (dark[7]). */
export const DARK_BODY = '#242424'
export const WHITE = '#ffffff'
export const AA_CONTRAST = 4.5

export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value)

export const accentMessage = 'Enter a colour as # and six hex digits, like #1c7ed6'

type Rgb = [number, number, number]
type Lch = [number, number, number]

const hexToRgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb

const toByte = (channel: number) =>
  Math.round(Math.min(1, Math.max(0, channel)) * 255)
    .toString(16)
    .padStart(2, '0')
const rgbToHex = (rgb: Rgb) => `#${rgb.map(toByte).join('')}`

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

// OKLab (Björn Ottosson, https://bottosson.github.io/posts/oklab/).
function rgbToLch(rgb: Rgb): Lch {
  const [r, g, b] = rgb.map(toLinear) as Rgb
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s
  return [L, Math.hypot(A, B), Math.atan2(B, A)]
}

/** The sRGB colour of an OKLCH one, or null outside sRGB's gamut. */
function lchToRgb([L, C, h]: Lch): Rgb | null {
  const A = C * Math.cos(h)
  const B = C * Math.sin(h)
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  if (linear.some((c) => c < -1e-4 || c > 1 + 1e-4)) return null
  return linear.map((c) => fromLinear(Math.min(1, Math.max(0, c)))) as Rgb
}

/** The colour at this lightness, chroma and hue, its chroma lowered until sRGB can show it. */
function shade(L: number, C: number, h: number): string {
  const lightness = Math.min(0.99, Math.max(0.05, L))
  let low = 0
  let high = C
  if (lchToRgb([lightness, high, h])) return rgbToHex(lchToRgb([lightness, high, h]) as Rgb)
  for (let step = 0; step < 24; step++) {
    const mid = (low + high) / 2
    if (lchToRgb([lightness, mid, h])) low = mid
    else high = mid
  }
  return rgbToHex(lchToRgb([lightness, low, h]) ?? [lightness, lightness, lightness])
}

const BLUE_LCH = MANTINE_BLUE.map((hex) => rgbToLch(hexToRgb(hex)))

/** Whether the two shades that carry text pass AA (see the header). */
export function paletteContrast(palette: readonly string[]) {
  const filled = contrast(palette[FILLED_SHADE] ?? WHITE, WHITE)
  const anchorDark = contrast(palette[ANCHOR_DARK_SHADE] ?? DARK_BODY, DARK_BODY)
  return { filled, anchorDark, passes: filled >= AA_CONTRAST && anchorDark >= AA_CONTRAST }
}

/**
 * Ten shades, lightest first, from `hex` ("#rrggbb"). The default accent gives Mantine's blue
 * exactly, so a site that never chose a colour looks as Quill always did.
 */
export function accentPalette(hex: string): string[] {
  const colour = hex.toLowerCase()
  if (colour === DEFAULT_ACCENT) return [...MANTINE_BLUE]
  const [L0, C0, h] = rgbToLch(hexToRgb(colour))
  // The owner's colour takes the shade nearest its lightness; the others keep blue's steps of
  // lightness around it (the shift fading over three shades) and blue's curve of chroma.
  let at = 0
  BLUE_LCH.forEach(([L], index) => {
    if (Math.abs(L - L0) < Math.abs((BLUE_LCH[at] as Lch)[0] - L0)) at = index
  })
  const [atL, atC] = BLUE_LCH[at] as Lch
  const lightness = BLUE_LCH.map(
    ([L], index) => L + (L0 - atL) * Math.max(0, 1 - Math.abs(index - at) / 3),
  )
  const chroma = BLUE_LCH.map(([, C]) => (atC > 0 ? (C0 * C) / atC : 0))
  const palette = lightness.map((L, index) =>
    index === at ? colour : shade(L, chroma[index] ?? 0, h),
  )
  // Darken the filled shade (and the one under it, its hover) until white text reads on it.
  while (contrast(palette[FILLED_SHADE] as string, WHITE) < AA_CONTRAST) {
    lightness[FILLED_SHADE] = (lightness[FILLED_SHADE] as number) - 0.01
    palette[FILLED_SHADE] = shade(lightness[FILLED_SHADE], chroma[FILLED_SHADE] ?? 0, h)
  }
  for (let index = FILLED_SHADE + 1; index < 10; index++) {
    const darker = Math.min(lightness[index] as number, (lightness[index - 1] as number) - 0.03)
    if (darker !== lightness[index]) {
      lightness[index] = darker
      palette[index] = shade(darker, chroma[index] ?? 0, h)
    }
  }
  // Lighten the dark mode's link shade (and the paler ones above it) until it reads on dark.
  while (contrast(palette[ANCHOR_DARK_SHADE] as string, DARK_BODY) < AA_CONTRAST) {
    lightness[ANCHOR_DARK_SHADE] = (lightness[ANCHOR_DARK_SHADE] as number) + 0.01
    palette[ANCHOR_DARK_SHADE] = shade(
      lightness[ANCHOR_DARK_SHADE],
      chroma[ANCHOR_DARK_SHADE] ?? 0,
      h,
    )
  }
  for (let index = ANCHOR_DARK_SHADE - 1; index >= 0; index--) {
    const paler = Math.max(lightness[index] as number, (lightness[index + 1] as number) + 0.03)
    if (paler !== lightness[index]) {
      lightness[index] = paler
      palette[index] = shade(paler, chroma[index] ?? 0, h)
    }
  }
  return palette
}
