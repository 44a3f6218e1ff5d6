// The little of randexp 0.4 (no types of its own) that tests/setup/schema-samples.ts uses: the
// generator json-schema-faker also uses for `pattern`.
declare module 'randexp' {
  export default class RandExp {
    constructor(pattern: RegExp | string, flags?: string)
    /** The most a `*` or `+` repeats. */
    max: number
    /** Replaced to draw from a seeded generator. */
    randInt: (from: number, to: number) => number
    gen(): string
  }
}
