import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema, writtenText } from './common'
import { HiddenReasonSchema } from './hidden'
import { PostReviewSchema } from './reviews'
import { PostStatusSchema, TagSchema, TagsInputSchema } from './tags'
import { LanguageTagSchema } from './language-tag'

export { languageTagInvalid } from './post-language'
export { LanguageTagSchema } from './language-tag'

export const TITLE_MAX = 200
export const POST_BODY_MAX = 50_000
/** A feed page carries at most this many characters of each body (see `PostSummarySchema`). */
export const FEED_BODY_PREVIEW_MAX = 400

export const IMAGE_URL_MAX = 2048

/** The server also requires the configured image host's origin (server/images/image-host.ts). */
const ImageUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Image must be an http(s) URL' })
  .check(z.maxLength(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`))

/** A draft may still have no image: '' or an http(s) URL; publishing requires one (see below). */
const ImageUrlOrEmptySchema = z.string().check(
  z.maxLength(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`),
  z.describe(
    "'' (a draft's, for none yet) or the URL `POST /api/images` answered: any other answers 400 Image must be a URL of the image host (its origin), or Image must be an http(s) URL.",
  ),
  z.refine((url) => url === '' || ImageUrlSchema.safeParse(url).success, {
    message: 'Image must be an http(s) URL',
  }),
)

const PostCoreSchema = z.object({
  _id: IdSchema,
  postTitle: z.string(),
  /** The title as a URL segment (contract/slug.ts): the post's page is `/post/:id/:slug`. */
  slug: z.string(),
  postBody: z.string(),
  /**
   * The plain text's first words, cut at a word near 160 characters (`describe()` of
   * contract/head): a page's description and its link preview, the same on server and client.
   */
  description: z.string(),
  /**
   * The author's email: only on the author's own list (`GET /userPost`); public answers carry
   * no email address (docs/decisions/0024).
   */
  author: z.optional(z.string()),
  /** The author's name as their profile has it now. */
  authorDisplayName: z.string(),
  /** The author's photo URL, '' when they have none. */
  authorPhotoURL: z.string(),
  /** The author's account (the identity provider's uid); absent on a post not yet claimed. */
  authorId: z.optional(z.string()),
  /** The author's handle, when they chose one: their page's one address is then `/@handle`. */
  authorHandle: z.optional(z.string()),
  /**
   * The language it is written in, a BCP 47 tag in canonical case: the one its author chose, or
   * the site's when it was written (ADR 0077, "A post's language").
   */
  language: z.string(),
  date: IsoDateSchema,
  editDate: z.optional(IsoDateSchema),
  /** '' only on a draft that has none yet. */
  image: z.string(),
  /** Only the author ever sees a draft, or a scheduled post before its time. */
  status: PostStatusSchema,
  /** When a scheduled post will be published; only on a scheduled post. */
  publishAt: z.optional(IsoDateSchema),
  tags: z.array(TagSchema),
  /** Words of the plain text / 230, rounded, at least 1. */
  readingMinutes: z.number().check(z.int(), z.minimum(1)),
  likeCount: z.number().check(z.int(), z.minimum(0)),
  /**
   * How often people on other servers shared (boosted) it (issue 29): only on one post's own
   * answer (`GET /post/:id`), and only when shared at all.
   */
  shareCount: z.optional(z.number().check(z.int(), z.minimum(1))),
  /** Whether the caller likes it: false for a caller without a token. */
  likedByMe: z.boolean(),
  /** Whether it is on the caller's reading list: false for a caller without a token. */
  bookmarkedByMe: z.boolean(),
  commentCount: z.number().check(z.int(), z.minimum(0)),
  /** False once its author closed the comments (issue 26); absent while they are open. */
  commentsEnabled: z.optional(z.boolean()),
  /** Why it is hidden from everyone else: only on its author's and the moderators' answers. */
  hidden: z.optional(HiddenReasonSchema),
  /** A draft's review (contract/reviews.ts): only on its author's and the editors' answers. */
  review: z.optional(PostReviewSchema),
})

/** A post as every answer carries it; `PostSchema` (one post, or one's own) adds `bodyHtml`. */
export type Post = z.infer<typeof PostCoreSchema>

/** `postBody` is the author's Markdown; `bodyHtml` is it rendered, safe to insert as HTML. */
export const PostSchema = z.extend(PostCoreSchema, {
  bodyHtml: z.string(),
  /** Counted up by every save (ADR 0078): an edit sends it back as `ifVersion`. */
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
})
export type PostDetail = z.infer<typeof PostSchema>

/**
 * A post as a feed page (`GET /posts`) carries it: `postBody` is the first
 * `FEED_BODY_PREVIEW_MAX` characters of its plain text (the Markdown stripped), and
 * `bodyTruncated` says whether more exists. It has no `bodyHtml`: `GET /post/:postId` always
 * answers the full `Post`.
 */
/**
 * A post by someone on another server that the reader follows (the following feed only, ADR
 * 0050): it has no page here, `url` is the original. Absent on every local post.
 */
export const RemoteSourceSchema = z.object({
  /** The author's `name@server`, without the leading @. */
  handle: z.string(),
  /** Their server's host name. */
  instance: z.string(),
  /** The post on its own server. */
  url: z.string(),
})
export type RemoteSource = z.infer<typeof RemoteSourceSchema>

export const PostSummarySchema = z.extend(PostCoreSchema, {
  bodyTruncated: z.boolean(),
  remote: z.optional(RemoteSourceSchema),
})
export type PostSummary = z.infer<typeof PostSummarySchema>

export const PostListSchema = z.array(PostSummarySchema)
export const UserPostListSchema = z.array(PostSchema)

const postFields = {
  // Trimmed first: spaces alone are no title.
  postTitle: writtenText(
    TITLE_MAX,
    'Title is required',
    `Title must be at most ${TITLE_MAX} characters`,
  ).check(z.meta({ pattern: '\\S' })),
  postBody: z
    .string()
    .check(
      z.trim(),
      z.maxLength(POST_BODY_MAX, `Post text must be at most ${POST_BODY_MAX} characters`),
    ),
  /** Absent: publish (the spec's client sends none). */
  status: z.optional(PostStatusSchema),
  /** With `status: 'scheduled'` (and only with it): when to publish, in the future. */
  publishAt: z.optional(IsoDateSchema),
  /** Absent: none on a new post, unchanged on an edit. */
  tags: z.optional(TagsInputSchema),
  /** Absent: the site's language on a new post, unchanged on an edit. */
  language: z.optional(LanguageTagSchema),
}

export const postTextRequired = 'Post text is required'
export const imageRequired = 'Image is required'

export const publishAtRequired = 'Choose when to publish'
export const publishAtOnlyScheduled = 'Only a scheduled post has a publish time'
export const publishAtInPast = 'The publish time must be in the future'
/** A save that names the version it began from, when the post has been saved since (ADR 0078). */
export const postChangedElsewhere =
  'This post was saved elsewhere since you opened it: load it again, or save yours over it'
/** An autosave never changes what readers see (ADR 0078). */
export const autosaveNotPublished =
  'A published post is saved only by hand: readers see its changes once you save them'

/**
 * The rules of `status` in the document's words (JSON Schema `if`/`then`), so a client or a
 * request generator knows them as the checks below hold them (ADR 0057): publishing (no status,
 * or `published`) and scheduling need text and an image; only a scheduled post has a
 * `publishAt`, which must be in the future (a rule of the clock, stated in the description).
 */
const statusRules = (textAndImage: readonly string[], timeRequired: boolean) =>
  z.meta({
    allOf: [
      {
        if: { properties: { status: { const: 'draft' } }, required: ['status'] },
        else: {
          required: textAndImage,
          properties: { postBody: { pattern: '\\S' }, image: { minLength: 1 } },
        },
      },
      {
        if: { properties: { status: { const: 'scheduled' } }, required: ['status'] },
        ...(timeRequired ? { then: { required: ['publishAt'] } } : {}),
        else: { not: { required: ['publishAt'] } },
      },
    ],
    description: `${postTextRequired}, ${imageRequired}, ${publishAtRequired}, ${publishAtOnlyScheduled}, ${publishAtInPast}: 400s with these words.`,
  })

interface StatusFields {
  postBody?: string
  status?: string
  publishAt?: string
}

/**
 * A scheduled post says when; nothing else does. An edit of a scheduled post may leave its time
 * out (`required` false): it keeps the one it has.
 */
function checkPublishAt(input: StatusFields, ctx: { issues: unknown[] }, required = true) {
  if (required && input.status === 'scheduled' && !input.publishAt) {
    ctx.issues.push({ code: 'custom', path: ['publishAt'], message: publishAtRequired, input })
  }
  if (input.status !== 'scheduled' && input.publishAt) {
    ctx.issues.push({ code: 'custom', path: ['publishAt'], message: publishAtOnlyScheduled, input })
  }
}

/**
 * A draft needs only its title; anything else that is saved is published, now or at its time,
 * and needs text.
 */
const textUnlessDraft = z.superRefine((input: StatusFields, ctx) => {
  if (input.status !== 'draft' && !input.postBody) {
    ctx.issues.push({ code: 'custom', path: ['postBody'], message: postTextRequired, input })
  }
  checkPublishAt(input, ctx, false)
})

/**
 * `POST /post`. The spec's client also sends author, authorDisplayName and date: they are
 * accepted and dropped, because the server takes them from the token and its clock. Publishing
 * (no status, or 'published') needs title, text and image; a draft only its title.
 */
export const NewPostInputSchema = z
  .object({
    ...postFields,
    postBody: z.optional(postFields.postBody),
    image: z.optional(ImageUrlOrEmptySchema),
  })
  // One refinement, not two: a second would not run once the first has found an issue, and both
  // fields' messages belong under their fields at once.
  .check(
    z.superRefine((input, ctx) => {
      if (input.status !== 'draft' && !input.postBody) {
        ctx.issues.push({ code: 'custom', path: ['postBody'], message: postTextRequired, input })
      }
      if (input.status !== 'draft' && !input.image) {
        ctx.issues.push({ code: 'custom', path: ['image'], message: imageRequired, input })
      }
      checkPublishAt(input, ctx)
    }),
    statusRules(['postBody', 'image'], true),
  )
export type NewPostInput = z.input<typeof NewPostInputSchema>

/**
 * `PUT /updatePost/:postId` wraps the new fields in `postBody`, as the spec's client does. Text
 * is required unless `status` is 'draft'; publishing a draft also needs an image, sent or
 * already saved (the server checks that one).
 */
export const UpdatePostInputSchema = z.object({
  postBody: z
    .object({ ...postFields, image: z.optional(ImageUrlOrEmptySchema) })
    // The image may be the one already saved, and a scheduled post's time too.
    .check(textUnlessDraft, statusRules(['postBody'], false)),
  /**
   * The post's `version` this edit began from: when it has been saved since (in another tab, on
   * another device, by an editor), the save is refused with 409 and nothing changes (ADR 0078).
   * Absent: saved over whatever is there, as the spec's client does.
   */
  ifVersion: z.optional(z.number().check(z.int(), z.minimum(1))),
  /**
   * A save made as the writer types, not by their hand: only a draft's or a scheduled post's
   * (never one that changes what readers see), and its revisions of ten minutes are one.
   */
  autosave: z.optional(z.boolean()),
})
export type UpdatePostInput = z.input<typeof UpdatePostInputSchema>

export const PostIdParamsSchema = z.object({ postId: z.string() })

export const InsertResultSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: IdSchema,
  /** The new post's slug (issue 27): its page is `/post/:insertedId/:slug`. */
  slug: z.string(),
})
export type InsertResult = z.infer<typeof InsertResultSchema>

export const UpdateResultSchema = z.object({
  matchedCount: z.number().check(z.int()),
  modifiedCount: z.number().check(z.int()),
  /** The post's version after the save (ADR 0078): the next save's `ifVersion`. */
  version: z.optional(z.number().check(z.int(), z.minimum(1))),
})
export type UpdateResult = z.infer<typeof UpdateResultSchema>

/** `deleteCount` repeats `deletedCount`: the spec's client reads that spelling. */
export const DeleteResultSchema = z.object({
  deletedCount: z.number().check(z.int()),
  deleteCount: z.number().check(z.int()),
})
export type DeleteResult = z.infer<typeof DeleteResultSchema>
