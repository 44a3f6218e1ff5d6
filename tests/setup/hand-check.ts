// The first load reads some answers by hand, without zod (docs/decisions/0018): each such check
// must accept and refuse exactly what the contract's schema does, and read what it reads.
import { expect, test } from 'vitest'

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

export function testHandCheckAgrees<T, R>(
  schemaName: string,
  cases: unknown[],
  schema: Schema<T>,
  handCheck: (value: unknown) => R | null,
  read: (parsed: T) => R,
) {
  test.each(cases.map((value) => [JSON.stringify(value), value]))(
    `the hand check agrees with ${schemaName} on %s`,
    (_name, value) => {
      const parsed = schema.safeParse(value)
      expect(handCheck(value)).toEqual(parsed.success ? read(parsed.data) : null)
    },
  )
}
