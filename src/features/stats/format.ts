// Numbers and days in the page's language (docs/decisions/0077): `<html lang>`, the interface's,
// which a page keeps until it loads again in another. A day is a UTC date, as counted.

const locale =
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined
const numbers = new Intl.NumberFormat(locale)
const days = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDays = new Intl.DateTimeFormat(locale, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

export const formatCount = (value: number) => numbers.format(value)

/** `2026-11-25` as the reader writes a short day (`Nov 25`, `25 nov.`). */
export const formatDay = (date: string, long = false) =>
  (long ? longDays : days).format(new Date(`${date}T00:00:00Z`))

/** Seconds since the epoch of a UTC day: uPlot's x values. */
export const daySeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000
