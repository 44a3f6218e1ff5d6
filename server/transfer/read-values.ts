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
