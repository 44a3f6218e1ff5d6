// Every date on screen is the server's ISO-8601 UTC instant, shown in the reader's time zone in
// the spec's format (§3, §9).
import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import utc from 'dayjs/plugin/utc'
import { useHydrated } from './hydration'

dayjs.extend(advancedFormat)
dayjs.extend(utc)

export const DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a'

export function formatDate(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT)
}

/** The same instant in UTC: what a page drawn on the server shows, whatever its time zone. */
export function formatDateUtc(iso: string): string {
  return dayjs.utc(iso).format(DATE_FORMAT)
}

/**
 * The date formatter for a component: the reader's time zone, except in a page drawn on the
 * server and while the client hydrates it, where the time zone is UTC on both sides (the server
 * cannot know the reader's); the render right after hydration shows the reader's.
 */
export function useFormatDate(): (iso: string) => string {
  return useHydrated() ? formatDate : formatDateUtc
}
