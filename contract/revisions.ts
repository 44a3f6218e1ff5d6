// Issue 27 item 4: every saved version of a post, for its author alone (docs/decisions/0042).
import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema } from './common'
import { TagSchema } from './tags'

/** One version in `GET /post/:postId/revisions` (newest first; the first is the post now). */
export const RevisionSummarySchema = z.object({
  _id: IdSchema,
  postTitle: z.string(),
  tags: z.array(TagSchema),
  image: z.string(),
  /** When it was saved, and by whom (the author's uid). */
  date: IsoDateSchema,
  authorId: z.string(),
})
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>
export const RevisionListSchema = z.array(RevisionSummarySchema)

/** `GET /post/:postId/revisions/:revisionId`: the version whole, its Markdown included. */
export const RevisionSchema = z.extend(RevisionSummarySchema, {
  postId: IdSchema,
  postBody: z.string(),
})
export type Revision = z.infer<typeof RevisionSchema>

export const RevisionParamsSchema = z.object({ postId: z.string(), revisionId: z.string() })

/** `POST …/restore`: the post's text is the revision's again, saved as a new revision. */
export const RestoreResultSchema = z.object({ restored: z.boolean() })
export type RestoreResult = z.infer<typeof RestoreResultSchema>

export const revisionMessages = {
  notFound: 'Revision not found',
  notAuthor: 'Only the author of a post can see its history',
} as const
