// Where a post's page is (issue 27): `/post/:id/:slug`. A link that does not know the slug (a
// notification, a post just written) gives the id alone, and the page moves to its slug.

export const POST_PAGE = '/post/$postId/{-$slug}' as const

/** The route parameters of a post's page. */
export function postParams(postId: string, slug?: string): { postId: string; slug?: string } {
  return slug ? { postId, slug } : { postId }
}

/** A comment's anchor on its post's page (`#comment-<id>`): notifications open it there. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`

/** The comment a `#comment-<id>` anchor names, if that is what `hash` is. */
export function commentFromAnchor(hash: string): string | null {
  const match = /^#?comment-(.+)$/.exec(hash)
  return match?.[1] ?? null
}
