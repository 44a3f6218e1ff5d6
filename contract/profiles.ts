import * as z from 'zod/mini'
import { IsoDateSchema } from './common'
import { handleMessages, handleProblem, normaliseHandle } from './handle-text'
import { nameText } from './name-text'

// Issue 14 (docs/decisions/0024): what the public sees of a user is their profile — a name,
// a photo and a bio, joined on every read — and never their email address.

export const DISPLAY_NAME_MAX = 60
export const BIO_MAX = 280
export const PHOTO_URL_MAX = 2048

/** The longest handle text accepted before normalising, so a hostile body stays cheap. */
const HANDLE_INPUT_MAX = 64

/**
 * `handle` in `PUT /profile`: normalised (trimmed, no `@`, lower case), then 3–30 of `a-z 0-9 _`
 * and not reserved. '' takes the handle away.
 */
export const HandleInputSchema = z.pipe(
  z.string().check(
    z.maxLength(HANDLE_INPUT_MAX, handleProblem('') ?? ''),
    z.meta({
      pattern: '^(?:|@?[A-Za-z0-9_]{3,30})$',
      description: `'' takes it away. Else 400 ${handleMessages.invalid}; 400 ${handleMessages.reserved}; 409 ${handleMessages.taken}`,
    }),
  ),
  z.pipe(
    z.transform(normaliseHandle),
    z.string().check(
      z.superRefine((handle, ctx) => {
        const problem = handle === '' ? null : handleProblem(handle)
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: handle })
      }),
    ),
  ),
)

/** `GET /authors/:authorId`: an author's public page. */
export const AuthorSchema = z.object({
  /** The identity provider's uid. */
  authorId: z.string(),
  displayName: z.string(),
  /** '' when they have none (the client draws their initials). */
  photoURL: z.string(),
  bio: z.string(),
  /** How many posts they have published. */
  postCount: z.number().check(z.int()),
  /** When they last changed their profile; absent for an author who has not signed in since. */
  updatedAt: z.optional(IsoDateSchema),
  /** Their handle (`/@handle`, lower case), or null while they have chosen none (issue 24). */
  handle: z.nullable(z.string()),
  /** How many people follow them. */
  followerCount: z.number().check(z.int(), z.minimum(0)),
  /** With a token: whether the caller follows them; false for anyone else. */
  followedByMe: z.boolean(),
})
export type Author = z.infer<typeof AuthorSchema>

export const AuthorIdParamsSchema = z.object({ authorId: z.string() })

export const profileMessages = {
  nameRequired: 'Display name is required',
  nameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX} characters`,
  photo: 'Enter a web address (https://…)',
  bioTooLong: `Bio must be at most ${BIO_MAX} characters`,
} as const

/** The http(s) URLs the document states `isPhotoUrl` takes (it takes any a browser parses). */
const PHOTO_URL_PATTERN =
  '^(?:|https?://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*(?::[1-9][0-9]{0,3})?(?:/[A-Za-z0-9._~%/-]*)?)$'

/** An http(s) URL, or '' for none. */
export function isPhotoUrl(value: string): boolean {
  if (value === '') return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * `PUT /profile`: the signed-in user's name, photo and bio. The name and photo are also the
 * identity provider's (the client changes both); the bio is Quill's alone.
 */
export const ProfileInputSchema = z.object({
  displayName: z.string().check(
    // Dropped rather than refused, as the provider's name is at sign-in; the length is
    // counted on what is left.
    z.overwrite(nameText),
    z.minLength(1, profileMessages.nameRequired),
    z.maxLength(DISPLAY_NAME_MAX, profileMessages.nameTooLong),
  ),
  photoURL: z.string().check(
    z.trim(),
    z.maxLength(PHOTO_URL_MAX, profileMessages.photo),
    z.refine(isPhotoUrl, profileMessages.photo),
    z.meta({
      pattern: PHOTO_URL_PATTERN,
      description: `'' for none, or an http(s) URL; another answers 400 ${profileMessages.photo}`,
    }),
  ),
  /** Absent: the bio stays as it is. */
  bio: z.optional(z.string().check(z.trim(), z.maxLength(BIO_MAX, profileMessages.bioTooLong))),
  /** Absent: the handle stays as it is; '' takes it away (contract/handle-text.ts). */
  handle: z.optional(HandleInputSchema),
})
export type ProfileInput = z.input<typeof ProfileInputSchema>

/** The signed-in user's own profile, as `PUT /profile` answers it. */
export const ProfileSchema = z.object({
  displayName: z.string(),
  photoURL: z.string(),
  bio: z.string(),
  handle: z.nullable(z.string()),
  updatedAt: IsoDateSchema,
})
export type Profile = z.infer<typeof ProfileSchema>

/** `PUT` / `DELETE /post/:postId/like`: the post's likes after the call. */
export const LikeResultSchema = z.object({
  likeCount: z.number().check(z.int(), z.minimum(0)),
  likedByMe: z.boolean(),
})
export type LikeResult = z.infer<typeof LikeResultSchema>
