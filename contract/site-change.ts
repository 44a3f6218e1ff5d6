// A change of the site's settings in words, for the audit log (docs/decisions/0074, 0076):
// "title: Quill → Field Notes; navigation: none → About (/about)". The server writes it; the
// mocks write the same words.
import type { SiteSettings } from './site'

/** One setting's value as a person reads it: a list's items, a link's words and address. */
function spoken(value: unknown): string {
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((item) => spoken(item)).join(', ')
  }
  if (value && typeof value === 'object' && 'label' in value && 'url' in value) {
    return `${String(value.label)} (${String(value.url)})`
  }
  return String(value)
}

export function describeChange(before: SiteSettings, after: SiteSettings): string {
  return (
    (Object.keys(after) as (keyof SiteSettings)[])
      // The palette follows the colour, whose line says the change.
      .filter((key) => key !== 'accentPalette')
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${spoken(before[key])} → ${spoken(after[key])}`)
      .join('; ')
  )
}
