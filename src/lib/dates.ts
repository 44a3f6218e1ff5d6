// Every date on screen is the server's ISO-8601 UTC instant, shown in the reader's time zone in
// the spec's format (§3, §9).
import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'

dayjs.extend(advancedFormat)

export const DATE_FORMAT = 'MMMM Do YYYY, h:mm:ss a'

export function formatDate(iso: string): string {
  return dayjs(iso).format(DATE_FORMAT)
}
