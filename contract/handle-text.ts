// A person's handle (issue 24): the name in `/@handle`, and what mentions and federation (later
// issues) address them by. Plain rules without zod, so the first load and any other part of the
// product can import them; contract/follows.ts builds the schemas on them.

export const HANDLE_LENGTH_MIN = 3
export const HANDLE_LENGTH_MAX = 30
/** A stored handle: 3–30 of `a-z 0-9 _`, lower-cased. */
export const HANDLE_PATTERN = /^[a-z0-9_]{3,30}$/

/**
 * Words a handle may not be: the site's own paths (so `/@api` can never be confused with the
 * API), its roles, and names a person could pass for staff with. Kept in this one place.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'administrator',
  'api',
  'auth',
  'auth_action',
  'author',
  'authors',
  'bookmarks',
  'dev_mailbox',
  'edit',
  'feed',
  'following',
  'help',
  'images',
  'login',
  'logout',
  'manage_posts',
  'moderator',
  'new_post',
  'notifications',
  'post',
  'post_edit',
  'posts',
  'privacy',
  'profile',
  'quill',
  'reading_list',
  'register',
  'reset_password',
  'root',
  'rss',
  'search',
  'settings',
  'sitemap',
  'staff',
  'status',
  'support',
  'system',
  'tag',
  'tags',
  'terms',
  'update_profile',
  'verify_email',
  'www',
])

/** A handle as stored: trimmed, without a leading `@`, lower-cased (handles ignore case). */
export function normaliseHandle(handle: string): string {
  return handle.trim().replace(/^@/, '').toLowerCase()
}

export const handleMessages = {
  invalid: `A handle is ${HANDLE_LENGTH_MIN}–${HANDLE_LENGTH_MAX} characters of a–z, 0–9 and _`,
  reserved: 'That handle is reserved',
  taken: 'That handle is taken',
  likeHandle: "That handle looks like someone else's: pick one that reads differently",
  likeName: "That handle reads as someone else's name: pick another",
} as const

/** Why a normalised handle cannot be had (taken aside: only the database knows), or null. */
export function handleProblem(handle: string): string | null {
  if (!HANDLE_PATTERN.test(handle)) return handleMessages.invalid
  if (RESERVED_HANDLES.has(handle)) return handleMessages.reserved
  return null
}
