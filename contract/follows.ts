// Issue 24: handles, follows of authors and tags, and the following feed.
import * as z from 'zod/mini'

export * from './handle-text'
export { HandleInputSchema } from './profiles'

/** `GET /authors/by-handle/:handle`: any spelling (`@Ada`, `ADA`) finds `ada`. */
export const HandleParamsSchema = z.object({ handle: z.string() })

/** `PUT` / `DELETE /authors/:authorId/follow` and `/tags/:tag/follow`: after the call. */
export const FollowResultSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().check(z.int(), z.minimum(0)),
})
export type FollowResult = z.infer<typeof FollowResultSchema>

export const followMessages = {
  self: 'You cannot follow yourself',
} as const

/** `/tags/:tag`: normalised as `?tag=` is, so `/tags/%23Rust` is `rust`. */
export const TagParamsSchema = z.object({ tag: z.string() })

/** `GET /tags/:tag`: a tag's page head. */
export const TagInfoSchema = z.object({
  tag: z.string(),
  /** How many published posts carry it. */
  postCount: z.number().check(z.int(), z.minimum(0)),
  followerCount: z.number().check(z.int(), z.minimum(0)),
  /** With a token: whether the caller follows it; false for anyone else. */
  followedByMe: z.boolean(),
})
export type TagInfo = z.infer<typeof TagInfoSchema>

/**
 * `GET /feed/suggestions`: whom and what to follow for an empty following feed — the authors who
 * published most, and the most used tags, leaving out what the caller follows already.
 */
export const FollowSuggestionsSchema = z.object({
  authors: z.array(
    z.object({
      authorId: z.string(),
      displayName: z.string(),
      photoURL: z.string(),
      handle: z.nullable(z.string()),
      postCount: z.number().check(z.int()),
    }),
  ),
  tags: z.array(z.object({ tag: z.string(), count: z.number().check(z.int()) })),
})
export type FollowSuggestions = z.infer<typeof FollowSuggestionsSchema>

/** One author the caller follows, as the list of their follows shows them. */
export const FollowedAuthorSchema = z.object({
  authorId: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  handle: z.nullable(z.string()),
})
export type FollowedAuthor = z.infer<typeof FollowedAuthorSchema>

/**
 * `GET /follows`: the authors and tags the caller follows, the newest follow first (the people
 * on other servers are `GET /remote-follows`).
 */
export const FollowsSchema = z.object({
  authors: z.array(FollowedAuthorSchema),
  tags: z.array(z.object({ tag: z.string() })),
})
export type Follows = z.infer<typeof FollowsSchema>
