// The accent's palette (docs/decisions/0076): Mantine's blue for the default, and for any other
// colour ten shades, lightest first, holding the owner's colour, whose two text-carrying shades
// pass WCAG AA — white on the filled shade, and the dark scheme's links on the dark body.
import { expect, test } from 'vitest'
import {
  AA_CONTRAST,
  ANCHOR_DARK_SHADE,
  DARK_BODY,
  DEFAULT_ACCENT,
  FILLED_SHADE,
  MANTINE_BLUE,
  WHITE,
  accentPalette,
  contrast,
  isHexColour,
  paletteContrast,
} from './site-palette'

test('the default colour is Mantine’s blue exactly, and passes as it is', () => {
  expect(accentPalette(DEFAULT_ACCENT)).toEqual(MANTINE_BLUE)
  expect(accentPalette(DEFAULT_ACCENT.toUpperCase())).toEqual(MANTINE_BLUE)
  expect(paletteContrast(MANTINE_BLUE)).toMatchObject({ passes: true })
})

test('WCAG contrast as the specification computes it', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrast('#ffffff', '#ffffff')).toBe(1)
  // Mantine's blue 8 under white text, and its blue 4 on the dark body.
  expect(contrast(MANTINE_BLUE[8] as string, WHITE)).toBeCloseTo(5.02, 2)
  expect(contrast(MANTINE_BLUE[4] as string, DARK_BODY)).toBeCloseTo(6.27, 2)
})

/** A sweep of the colour cube: 9 steps on each channel, 729 colours, greys and extremes too. */
const sweep = (() => {
  const steps = [0, 32, 64, 96, 128, 160, 192, 224, 255]
  const hex = (n: number) => n.toString(16).padStart(2, '0')
  return steps.flatMap((r) =>
    steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)),
  )
})()

test('every colour gives ten shades whose text-carrying ones pass AA in light and dark', () => {
  const failures: string[] = []
  for (const colour of sweep) {
    const palette = accentPalette(colour)
    const { filled, anchorDark } = paletteContrast(palette)
    if (palette.length !== 10 || !palette.every(isHexColour)) failures.push(`${colour}: shape`)
    if (filled < AA_CONTRAST) failures.push(`${colour}: filled ${filled.toFixed(2)}`)
    if (anchorDark < AA_CONTRAST) failures.push(`${colour}: dark links ${anchorDark.toFixed(2)}`)
  }
  expect(failures).toEqual([])
})

test('the shades go from light to dark, and hold the owner’s colour', () => {
  for (const colour of ['#e8590c', '#7048e8', '#40c057', '#c2255c', '#fab005', '#123456']) {
    const palette = accentPalette(colour)
    expect(palette).toContain(colour)
    const against = palette.map((shade) => contrast(shade, WHITE))
    for (let index = 1; index < 10; index++) {
      expect(against[index], `${colour} shade ${index}`).toBeGreaterThanOrEqual(
        (against[index - 1] as number) - 0.01,
      )
    }
    expect(contrast(palette[FILLED_SHADE] as string, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST)
    expect(contrast(palette[ANCHOR_DARK_SHADE] as string, DARK_BODY)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    )
  }
})

test('a colour is # and six hex digits', () => {
  expect(['#1c7ed6', '#ABCDEF'].every(isHexColour)).toBe(true)
  expect(['1c7ed6', '#abc', '#1c7ed6ff', 'blue', '#gggggg', ''].some(isHexColour)).toBe(false)
})
