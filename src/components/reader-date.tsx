import { useFormatDate } from '../lib/dates'

/**
 * A date as the reader reads it (lib/dates.ts): UTC in a page the server drew until the app has
 * taken it over, the reader's time zone after. The switch is React's to make at once, in one
 * task that cannot yield; drawn by this leaf, it redraws a line of text, not the card or the
 * comment around it (docs/decisions/0072).
 */
export function ReaderDate({ iso }: { iso: string }) {
  return useFormatDate()(iso)
}
