// What the readers take from bytes, and from parsed JSON or XML: text, or the empty value of the
// kind they expect.
const decoder = new TextDecoder('utf-8')
/** Bytes as text, without a byte order mark. */
export const text = (data: Uint8Array) => decoder.decode(data).replace(/^\uFEFF/, '')

export const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The earliest date kept: anything before it is a placeholder (`0000-00-00`, the epoch). */
const EARLIEST = Date.UTC(1990, 0, 1)

/**
 * A date as a file gives it (a YAML date, ISO text, an RSS RFC 822 date, Ghost's milliseconds)
 * as ISO-8601 UTC, when it is a real moment between 1990 and now; else undefined (not kept).
 */
export function pastMoment(value: unknown): string | undefined {
  let ms: number
  if (value instanceof Date) ms = value.getTime()
  else if (typeof value === 'number') ms = value
  else if (typeof value === 'string' && value.trim()) ms = Date.parse(value.trim())
  else return undefined
  if (!Number.isFinite(ms) || ms < EARLIEST || ms > Date.now()) return undefined
  return new Date(ms).toISOString()
}
