// The roots of query keys one feature's mutations must reach in another's cache, without
// importing it (ADR 0011): a comment changes its post's `commentCount`; the profile form reads
// and changes what an author's page shows; a tag's followers are answered per viewer.
export const POSTS_QUERY_ROOT = ['posts'] as const
export const AUTHORS_QUERY_ROOT = ['authors'] as const
export const COMMENTS_QUERY_ROOT = ['comments'] as const
export const FOLLOWS_QUERY_ROOT = ['follows'] as const
