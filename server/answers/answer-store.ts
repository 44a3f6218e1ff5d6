// The memory behind plugins/public-answers.ts: what is kept, bounded in bytes with its keys,
// and which keys were asked for before, so a page asked once is never kept (issue 21, item 1:
// 50,000 distinct URLs of 15 kB each grew the process by 1.4 GB when only bodies were counted).
import { createHash } from 'node:crypto'

/**
 * What one kept entry costs beyond its key's and its value's text: the Map's slot, the entry
 * and value objects, a header record. Measured ~200 bytes on Node 20; rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 256

/** Kept values by key, least recently used first; the bound counts keys, values and overhead. */
export class AnswerStore<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private total = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  /** Keeps `value`, whose own size is `valueBytes`; what it costs with its key is counted. */
  set(key: string, value: V, valueBytes: number): void {
    const bytes = valueBytes + Buffer.byteLength(key) + ENTRY_OVERHEAD_BYTES
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.total += bytes
    for (const [oldKey] of this.entries) {
      if (this.total <= this.maxBytes) break
      this.delete(oldKey)
    }
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  get size(): number {
    return this.entries.size
  }

  /** What the kept entries cost, by the count `set` keeps. */
  get bytes(): number {
    return this.total
  }

  private delete(key: string): void {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.total -= old.bytes
  }
}

/**
 * The keys asked for lately, as fixed-size hashes (at most `max`, the oldest forgotten first):
 * an answer is kept only when its key was asked for before, so a flood of URLs each asked once
 * keeps nothing and cannot push the pages people read again out of the store.
 */
export class AskedBefore {
  private readonly hashes = new Set<string>()
  constructor(private readonly max: number) {}

  /** Was `key` asked for before? Either way it now counts as asked, most recently. */
  check(key: string): boolean {
    const hash = createHash('sha1').update(key).digest('base64url')
    const before = this.hashes.delete(hash)
    this.hashes.add(hash)
    if (this.hashes.size > this.max) {
      const oldest = this.hashes.values().next()
      if (!oldest.done) this.hashes.delete(oldest.value)
    }
    return before
  }
}
