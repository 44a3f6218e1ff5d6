// A post's `Create` as JSON-LD, made once per version of the post (docs/decisions/0053). Fedify
// expands and compacts each `Create` of an outbox page through jsonld — about 1 ms a post, most
// of what a page costs — and the page is made again after every write anywhere (ADR 0026 drops
// every kept answer), a like or a delivery to the inbox included. Kept by a hash of everything
// the JSON is made of, an entry can never be out of date: a changed post is a new key.
import { createHash } from 'node:crypto'
import { Create } from '@fedify/fedify'
import { AnswerStore } from '../answers/answer-store'

/** What the kept JSON may hold, keys and bodies counted as their text. */
export const KEPT_CREATES_MAX_BYTES = 8 * 1024 * 1024

const kept = new AnswerStore<unknown>(KEPT_CREATES_MAX_BYTES)
/** The version of each `Create` made by keptCreate; a clone (Fedify signs one) has none. */
const versions = new WeakMap<Create, string>()

type ToJsonLdOptions = Parameters<Create['toJsonLd']>[0]

class KeptCreate extends Create {
  override async toJsonLd(options?: ToJsonLdOptions): Promise<unknown> {
    const version = versions.get(this)
    // Only the form an outbox page embeds; a delivery asks for `compact` and signs it.
    if (version === undefined || options?.format !== undefined || options?.context !== undefined) {
      return super.toJsonLd(options)
    }
    const hit = kept.get(version)
    if (hit !== undefined) return hit
    const json = await super.toJsonLd(options)
    kept.set(version, json, Buffer.byteLength(JSON.stringify(json)))
    return json
  }
}

/**
 * A `Create` whose JSON-LD is made once for `made`: everything the JSON is made of. The JSON
 * handed out is shared: nothing that reads it may change it.
 */
export function keptCreate(
  values: ConstructorParameters<typeof Create>[0],
  made: (string | null)[],
): Create {
  const create = new KeptCreate(values)
  // Each part with its length, so no two lists of parts hash alike; as UTF-16, which keeps
  // every string apart (UTF-8 would make any lone surrogate U+FFFD).
  const hash = createHash('sha1')
  for (const part of made) {
    if (part === null) hash.update('-;')
    else hash.update(`${part.length};`).update(part, 'utf16le')
  }
  versions.set(create, hash.digest('base64url'))
  return create
}
