// Tags, drafts and the tag feed (issue 13). Written with zod/mini, as the rest of the contract
// is becoming; its schemas nest inside the classic ones in posts.ts.
import * as z from 'zod/mini'
import { PageQuerySchema } from './common'
import { LanguageTagSchema } from './language-tag'
import { TAG_LENGTH_MAX, TAG_PATTERN as TAG, normaliseTag, normaliseTags } from './tag-text'

export { TAG_LENGTH_MAX, normaliseTag, normaliseTags }

export const TAGS_MAX = 5
/** The longest tag text accepted before normalising, so a hostile array stays cheap. */
const TAG_INPUT_MAX = 200
/** A tag as the document states it (normalised to itself but for case and a leading `#`). */
const TAG_INPUT_PATTERN = '^#?[A-Za-z0-9-]{1,30}$'

export const tagMessages = {
  tooMany: `A post can have at most ${TAGS_MAX} tags`,
  invalid: (tag: string) => `Tag '${tag}' must be 1–${TAG_LENGTH_MAX} characters of a–z, 0–9 and -`,
}

/**
 * A post's tags as the author typed them: each is normalised, duplicates merge, then at most
 * five may remain and each must be 1–30 of `a-z 0-9 -`. Every problem is reported on `tags`
 * itself, so the client shows it under the tag input.
 */
export const TagsInputSchema = z.pipe(
  z.array(z.string().check(z.maxLength(TAG_INPUT_MAX, tagMessages.invalid('…')))).check(
    // The document states the spelling every tag is taken in, up to TAGS_MAX of them; the server
    // also takes the spellings it normalises (`#Reading comfort`), which are not drawn (ADR 0057).
    z.meta({
      maxItems: TAGS_MAX,
      items: { type: 'string', maxLength: TAG_INPUT_MAX, pattern: TAG_INPUT_PATTERN },
    }),
  ),
  z.pipe(
    z.transform((tags: string[]) => normaliseTags(tags)),
    z.array(z.string()).check(
      z.superRefine((tags, ctx) => {
        const bad = tags.find((tag) => !TAG.test(tag))
        if (bad !== undefined) {
          ctx.issues.push({ code: 'custom', message: tagMessages.invalid(bad), input: tags })
        } else if (tags.length > TAGS_MAX) {
          ctx.issues.push({ code: 'custom', message: tagMessages.tooMany, input: tags })
        }
      }),
    ),
  ),
)

/** A stored tag (what answers carry and `?tag=` takes once normalised). */
export const TagSchema = z.string().check(z.regex(TAG, 'Not a valid tag'))

export const POST_STATUSES = ['published', 'draft', 'scheduled'] as const
/**
 * A draft is seen only by its author; publishing dates the post (issue 13). A scheduled post is
 * seen only by its author until its `publishAt`, when the job queue publishes it (issue 27).
 */
export const PostStatusSchema = z.enum(POST_STATUSES)
export type PostStatus = z.infer<typeof PostStatusSchema>

/** `GET /tags`: the tags of published posts, most used first. */
export const TagCountSchema = z.object({ tag: TagSchema, count: z.number().check(z.int()) })
export type TagCount = z.infer<typeof TagCountSchema>
export const TagListSchema = z.array(TagCountSchema)

/** `GET /posts?tag=`: normalised like a post's tags, so `?tag=%23Rust` finds `rust`. */
export const TagQuerySchema = z.optional(
  z.pipe(
    z.string().check(
      z.maxLength(TAG_INPUT_MAX, 'Not a valid tag'),
      z.meta({
        pattern: TAG_INPUT_PATTERN,
        description: 'A tag, any case, `#` or not; another answers 400 Not a valid tag.',
      }),
    ),
    z.pipe(z.transform(normaliseTag), TagSchema),
  ),
)

/**
 * `GET /posts`: a keyset page, of one tag's posts when `tag` is given, of one author's (their
 * uid) when `author` is.
 */
export const PostListQuerySchema = z.extend(PageQuerySchema, {
  tag: TagQuerySchema,
  /** Only the posts in this language (ADR 0077): `de` finds `de` and `de-AT` (RFC 4647). */
  language: z.optional(LanguageTagSchema),
  // An account's uid: no control character (PostgreSQL refuses a NUL in text).
  author: z.optional(
    z.string().check(
      z.minLength(1),
      z.maxLength(128),
      // eslint-disable-next-line no-control-regex
      z.regex(/^[^\u0000-\u001f\u007f]+$/, 'Not a valid author'),
    ),
  ),
})
