import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema } from './common'

export const TITLE_MAX = 200
export const POST_BODY_MAX = 50_000
/** A feed page carries at most this many characters of each body (see `PostSummarySchema`). */
export const FEED_BODY_PREVIEW_MAX = 400

export const IMAGE_URL_MAX = 2048

/** The server also requires the configured image host's origin (server/images/image-host.ts). */
const ImageUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Image must be an http(s) URL' })
  .check(z.maxLength(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`))

export const PostSchema = z.object({
  _id: IdSchema,
  postTitle: z.string(),
  postBody: z.string(),
  /** The author's email. */
  author: z.string(),
  authorDisplayName: z.string(),
  /** The author's account (the identity provider's uid); absent on a post not yet claimed. */
  authorId: z.optional(z.string()),
  date: IsoDateSchema,
  editDate: z.optional(IsoDateSchema),
  image: z.string(),
})
export type Post = z.infer<typeof PostSchema>

/**
 * A post as a feed page (`GET /posts`) carries it: `postBody` is only the first
 * `FEED_BODY_PREVIEW_MAX` characters, and `bodyTruncated` says whether more exists.
 * `GET /post/:postId` always answers the full `Post`.
 */
export const PostSummarySchema = z.extend(PostSchema, { bodyTruncated: z.boolean() })
export type PostSummary = z.infer<typeof PostSummarySchema>

export const PostListSchema = z.array(PostSummarySchema)
export const UserPostListSchema = z.array(PostSchema)

const postFields = {
  postTitle: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Title is required'),
      z.maxLength(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
    ),
  postBody: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Post text is required'),
      z.maxLength(POST_BODY_MAX, `Post text must be at most ${POST_BODY_MAX} characters`),
    ),
}

/**
 * `POST /post`. The spec's client also sends author, authorDisplayName and date: they are
 * accepted and dropped, because the server takes them from the token and its clock.
 */
export const NewPostInputSchema = z.object({ ...postFields, image: ImageUrlSchema })
export type NewPostInput = z.infer<typeof NewPostInputSchema>

/** `PUT /updatePost/:postId` wraps the new fields in `postBody`, as the spec's client does. */
export const UpdatePostInputSchema = z.object({
  postBody: z.object({ ...postFields, image: z.optional(ImageUrlSchema) }),
})
export type UpdatePostInput = z.infer<typeof UpdatePostInputSchema>

export const PostIdParamsSchema = z.object({ postId: z.string() })

export const InsertResultSchema = z.object({ acknowledged: z.boolean(), insertedId: IdSchema })
export type InsertResult = z.infer<typeof InsertResultSchema>

export const UpdateResultSchema = z.object({
  matchedCount: z.number().check(z.int()),
  modifiedCount: z.number().check(z.int()),
})
export type UpdateResult = z.infer<typeof UpdateResultSchema>

/** `deleteCount` repeats `deletedCount`: the spec's client reads that spelling. */
export const DeleteResultSchema = z.object({
  deletedCount: z.number().check(z.int()),
  deleteCount: z.number().check(z.int()),
})
export type DeleteResult = z.infer<typeof DeleteResultSchema>
