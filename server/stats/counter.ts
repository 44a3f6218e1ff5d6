// Issue 28: views, unique visitors and reads, counted in memory and handed to the flush
// (stats/flush.ts) every few seconds. Nothing about a reader is kept: a visitor is a hash of
// the daily salt, the post, the address and the user agent (Plausible's method), held in memory
// for its day only; the salt is random, never stored, and a new one starts each UTC day (and
// at each start of the server: a visitor who comes back after a restart is counted again).
import { createHash, randomBytes } from 'node:crypto'
import { OTHER_REFERRERS, REFERRERS_PER_POST_DAY } from '../../contract/stats'

export interface ViewEvent {
  postId: string
  event: 'view' | 'read'
  /** The reader's address and user agent: hashed at once, then forgotten. */
  address: string
  userAgent: string
  /** The referring domain of a view, or null (direct, in-app, or the site itself). */
  source: string | null
  at: Date
}

export interface DayCounts {
  postId: string
  day: string
  views: number
  visitors: number
  reads: number
  /** Views by referring domain. */
  sources: Map<string, number>
}

/** Bounds under a flood of beacons (ADR 0029): what is past them is not counted. */
export const MAX_PENDING = 50_000
export const MAX_VISITORS_PER_DAY = 200_000

export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

export class StatsCounter {
  private pending = new Map<string, DayCounts>()
  private day = ''
  private salt = randomBytes(32)
  private visitors = new Set<string>()

  record(view: ViewEvent): void {
    const day = utcDay(view.at)
    const key = `${view.postId} ${day}`
    let counts = this.pending.get(key)
    if (!counts) {
      if (this.pending.size >= MAX_PENDING) return
      counts = { postId: view.postId, day, views: 0, visitors: 0, reads: 0, sources: new Map() }
      this.pending.set(key, counts)
    }
    if (view.event === 'read') {
      counts.reads += 1
      return
    }
    counts.views += 1
    if (this.isNewVisitor(view, day)) counts.visitors += 1
    if (view.source) {
      // Bounded as the table is (stats/flush.ts): a flood of made-up referrers is one entry.
      const known = counts.sources.has(view.source) || counts.sources.size < REFERRERS_PER_POST_DAY
      const source = known ? view.source : OTHER_REFERRERS
      counts.sources.set(source, (counts.sources.get(source) ?? 0) + 1)
    }
  }

  /** What was counted since the last drain; the counter starts again from nothing. */
  drain(): DayCounts[] {
    const drained = [...this.pending.values()]
    this.pending = new Map()
    return drained
  }

  private isNewVisitor(view: ViewEvent, day: string): boolean {
    if (day !== this.day) {
      // A new day: yesterday's salt and hashes are gone, so no visitor is linked across days.
      this.day = day
      this.salt = randomBytes(32)
      this.visitors = new Set()
    }
    const hash = createHash('sha256')
      .update(this.salt)
      .update(`${view.postId}\n${view.address}\n${view.userAgent}`)
      .digest('base64url')
      .slice(0, 22)
    if (this.visitors.has(hash) || this.visitors.size >= MAX_VISITORS_PER_DAY) return false
    this.visitors.add(hash)
    return true
  }
}
