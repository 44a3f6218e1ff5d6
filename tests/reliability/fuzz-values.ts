// The fuzz's raw material: strings that break parsers, random JSON, a changed object, the
// content types a body can claim. Seeded through `Rng`, so a failing case can be replayed.
import type { random } from './random'

/** encodeURIComponent, or (a lone surrogate cannot be encoded) the bytes of one, percent-encoded. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

export type Rng = ReturnType<typeof random>

const STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  '1e309',
  'null',
  'true',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://attacker.example/pixel.gif',
  'http://localhost:3000/images/' + 'a'.repeat(64) + '.webp',
  'nobody@example.com',
  'A'.repeat(201),
  'B'.repeat(5_001),
  'C'.repeat(50_001),
]

export function randomString(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(STRINGS)
    case 1:
      return String.fromCharCode(...Array.from({ length: rng.int(40) }, () => rng.int(0x3000)))
    case 2:
      return 'x'.repeat(rng.pick([1, 63, 64, 65, 199, 200, 320, 321, 1000, 5000, 70_000]))
    default:
      return Buffer.from(Array.from({ length: rng.int(60) }, () => rng.int(256))).toString(
        'base64url',
      )
  }
}

export function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null
    case 1:
      return rng.pick([true, false])
    case 2:
      return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-300])
    case 3:
    case 4:
    case 5:
      return randomString(rng)
    case 6:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1))
    case 7:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [
          randomString(rng).slice(0, 20),
          randomValue(rng, depth + 1),
        ]),
      )
    default:
      return { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }
  }
}

/** Changes one field of a JSON object (possibly nested), or drops it, or adds one. */
export function mutateObject(rng: Rng, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return randomValue(rng)
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const keys = Object.keys(copy)
  const key = keys.length ? rng.pick(keys) : 'x'
  switch (rng.int(4)) {
    case 0:
      delete copy[key]
      break
    case 1:
      copy[randomString(rng).slice(0, 30) || 'extra'] = randomValue(rng)
      break
    case 2:
      copy[key] = mutateObject(rng, copy[key])
      break
    default:
      copy[key] = randomValue(rng)
  }
  return copy
}

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  'application/xml',
  ';;;',
]
