// A post's history and its readers (issues 27 and 28): its saved versions and its daily
// counts, apart from the rest of the schema.
import type { Generated } from 'kysely'

/** One saved version of a post (issue 27): its text as it was saved, when and by whom. */
export interface PostRevisionsTable {
  id: string
  post_id: string
  title: string
  body: string
  /** JSON array, as on posts. */
  tags: string
  image: string
  author_id: string
  created_at: string
  /** 1 when an autosave wrote it (migration 037): the next autosave soon after replaces it. */
  autosaved: Generated<number>
}

/** A post's readers on one UTC day (issue 28): counts only, nothing about any reader. */
export interface PostStatsTable {
  post_id: string
  /** `YYYY-MM-DD`, UTC. */
  day: string
  views: number
  visitors: number
  reads: number
}

/** Views of a post on one UTC day that came from one referring domain. */
export interface PostReferrersTable {
  post_id: string
  day: string
  source: string
  views: number
}
