// Every date on screen is the server's ISO-8601 UTC instant, shown in the reader's time zone in
// the spec's format (§3, §9) in English, and in each other language in its own long date-and-time
// form with its month names (docs/decisions/0077): dayjs's locale, which that language's chunk
// of messages brings (src/locales/<language>/index.ts), so English pays nothing for it.
import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import utc from 'dayjs/plugin/utc'
import type { Language } from '../../contract/languages'
import { useLanguage } from './i18n/context'
import { useHydrated } from './hydration'

dayjs.extend(advancedFormat)
dayjs.extend(utc)

export const DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a'

/** `language`'s way: the spec's format in English, the locale's long date and time elsewhere. */
function inLanguage(date: dayjs.Dayjs, language: Language): string {
  const locale = language === 'en' ? undefined : dayjs.Ls[language]
  // A language whose chunk has not come yet reads English until it has.
  if (!locale?.formats?.LLL) return date.format(DATE_FORMAT)
  return date.locale(language).format(locale.formats.LLL)
}

export function formatDate(iso: string, language: Language = 'en'): string {
  return inLanguage(dayjs(iso), language)
}

/** The same instant in UTC: what a page drawn on the server shows, whatever its time zone. */
export function formatDateUtc(iso: string, language: Language = 'en'): string {
  return inLanguage(dayjs.utc(iso), language)
}

/**
 * The date formatter for a component: the reader's time zone, except in a page drawn on the
 * server and while the client hydrates it, where the time zone is UTC on both sides (the server
 * cannot know the reader's); the render right after hydration shows the reader's.
 */
export function useFormatDate(): (iso: string) => string {
  const language = useLanguage()
  const format = useHydrated() ? formatDate : formatDateUtc
  return (iso) => format(iso, language)
}
