// Values that a JSON Schema (as /api/openapi.json writes it) accepts, drawn from a seeded
// generator: what Schemathesis's positive phase draws, for the subset of JSON Schema the
// document uses (types, enum, const, lengths, bounds, formats, patterns, anyOf/oneOf/allOf,
// if/then). Patterns are drawn with randexp, as json-schema-faker draws them (ADR 0057).
import RandExp from 'randexp'

type Rng = { next(): number; int(n: number): number; pick<T>(items: readonly T[]): T }

export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  if?: JsonSchema
  then?: JsonSchema
  else?: JsonSchema
  not?: JsonSchema
  nullable?: boolean
  default?: unknown
  $ref?: string
}

const WORDS = ['sea', 'bread', 'Quill', 'tide', 'é', 'ß', '日本', '😀', 'a b', "O'Neil", '-', '_']

/** An ISO date-time within a year either side of now, as the wire writes them (ADR 0003). */
const dateTime = (rng: Rng) =>
  new Date(Date.now() + (rng.next() * 2 - 1) * 365 * 24 * 3600_000).toISOString()

export function sampler(rng: Rng, resolve: (ref: string) => JsonSchema) {
  const fromPattern = (pattern: string, min: number, max: number): string => {
    const gen = new RandExp(pattern)
    gen.max = 8
    gen.randInt = (from, to) => from + rng.int(to - from + 1)
    for (let tries = 0; tries < 20; tries++) {
      const text = gen.gen()
      if (text.length >= min && text.length <= max) return text
    }
    throw new Error(`no string of ${min}-${max} characters drawn from /${pattern}/`)
  }

  const string = (schema: JsonSchema): string => {
    const min = schema.minLength ?? 0
    const max = schema.maxLength ?? Math.max(min, 40)
    if (schema.format === 'date-time') return dateTime(rng)
    if (schema.pattern) return fromPattern(schema.pattern, min, max)
    if (schema.format === 'email') return `reader${rng.int(1000)}@example.com`
    if (schema.format === 'uri' || schema.format === 'url')
      return `https://example.com/${rng.int(1000)}`
    const length = min + rng.int(Math.min(max, min + 30) - min + 1)
    // Whole words only: a character is never cut in half (zod counts UTF-16 units).
    let text = ''
    while (text.length < length) {
      const word = rng.pick(WORDS)
      text += text.length + word.length <= length ? word : 'a'
    }
    return text
  }

  const sample = (schema: JsonSchema, depth = 0): unknown => {
    if (schema.$ref) return sample(resolve(schema.$ref), depth)
    if (schema.const !== undefined) return schema.const
    if (schema.enum) return rng.pick(schema.enum)
    // An object's `allOf` holds its conditional rules (`if`/`then`), drawn by object().
    if (schema.allOf && !schema.properties) {
      return sample(Object.assign({}, ...schema.allOf) as JsonSchema, depth)
    }
    const branches = schema.anyOf ?? schema.oneOf
    if (branches) return sample(rng.pick(branches), depth)
    if (schema.nullable && rng.int(4) === 0) return null
    const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat()
    const type = rng.pick(types)
    switch (type) {
      case 'null':
        return null
      case 'boolean':
        return rng.int(2) === 0
      case 'integer':
      case 'number': {
        const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1
        const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1
        const n = low + rng.int(Math.max(0, Math.min(high - low, 1e6)) + 1)
        return type === 'integer' ? Math.floor(n) : n
      }
      case 'array': {
        const min = schema.minItems ?? 0
        const count = min + rng.int(Math.min(schema.maxItems ?? min + 3, min + 3) - min + 1)
        return Array.from({ length: count }, () => sample(schema.items ?? {}, depth + 1))
      }
      case 'object':
        return object(schema, depth)
      default:
        return string(schema)
    }
  }

  const object = (schema: JsonSchema, depth: number): Record<string, unknown> => {
    const required = new Set(schema.required ?? [])
    const value: Record<string, unknown> = {}
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (required.has(key) || (depth < 3 && rng.int(2) === 0)) {
        value[key] = sample(property, depth + 1)
      }
    }
    // Conditional rules (`if`/`then`/`else`, alone or in `allOf`): what the branch taken
    // requires is drawn (under the branch's own constraints too), what it forbids left out.
    for (const rule of [schema, ...(schema.allOf ?? [])]) {
      if (!rule.if) continue
      const branch = matches(rule.if, value) ? rule.then : rule.else
      for (const key of branch?.required ?? []) {
        const property = { ...schema.properties?.[key], ...branch?.properties?.[key] }
        if (!(key in value) || branch?.properties?.[key]) value[key] = sample(property, depth + 1)
      }
      for (const key of branch?.not?.required ?? []) delete value[key]
    }
    return value
  }

  return { sample }
}

/** Whether a value meets the little of a schema an `if` says (`properties` with `const`/`enum`, `required`). */
function matches(condition: JsonSchema, value: Record<string, unknown>): boolean {
  for (const key of condition.required ?? []) if (!(key in value)) return false
  for (const [key, property] of Object.entries(condition.properties ?? {})) {
    if (!(key in value)) continue
    if (property.const !== undefined && value[key] !== property.const) return false
    if (property.enum && !property.enum.includes(value[key])) return false
  }
  return true
}
