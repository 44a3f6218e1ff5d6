// What the languages other than English share in their mails: a date and time the language's
// way (month names, word order, Latin digits as ADR 0077 writes Arabic's), in UTC as English's
// is, and a list with the language's "and". English keeps its own forms (en.ts).
import type { Language } from '../../../contract/languages'

/** The invitation's end: "1 mars 2026 à 14:05 UTC". */
export const dateTimeUtc = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date)

/** "a, b et c". */
export const listOf = (language: Language, items: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items)
