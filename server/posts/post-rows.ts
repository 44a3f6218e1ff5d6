// Rows as the API shows them: the database's snake_case columns become the spec's field names.
import {
  FEED_BODY_PREVIEW_MAX,
  type Post,
  type PostDetail,
  type PostSummary,
} from '../../contract/posts'
import { describe } from '../../contract/head/head-tags'
import type { TagCount } from '../../contract/tags'
import { slugify } from '../../contract/slug'
import type { PostRow } from '../db/schema'
import { publicName } from '../profiles/public-name'

/** The stored JSON array of a post's tags. */
export function parseTags(tags: string): string[] {
  const parsed: unknown = JSON.parse(tags)
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : []
}

/** What a read adds to a post's row (post-repository.ts `socialColumns`). */
export interface SocialColumns {
  profile_name: string | null
  profile_photo: string | null
  profile_handle: string | null
  // PostgreSQL's count(*) is a bigint (text from pg); SQLite's exists() is 0 or 1.
  like_count: number | string
  comment_count: number | string
  liked_by_me: number | boolean
  bookmarked_by_me: number | boolean
}

// A list's row has no `publish_at`: lists other than the author's own show published posts only.
// An imported post's kept slug (ADR 0080) is read where the row has it; its other history is not
// part of any answer.
type CoreRow = Omit<
  PostRow,
  'body_html' | 'body_text' | 'publish_at' | 'version' | 'slug' | 'original_date' | 'source_id'
> &
  SocialColumns & { publish_at?: string | null; slug?: string | null }

/**
 * A post's slug: the one it came with when imported, while it keeps that title (ADR 0080);
 * else made from its title on every read (ADR 0047).
 */
export const postSlug = (row: { title: string; slug?: string | null }) =>
  row.slug || slugify(row.title)

/** Whether an answer is the author's own list, which alone carries their email (ADR 0024). */
export interface PostView {
  withEmail?: boolean
}

/** `plainText`: the body's plain text, or its first FEED_BODY_PREVIEW_MAX characters. */
function toCore(row: CoreRow, plainText: string, { withEmail = false }: PostView = {}): Post {
  return {
    _id: row.id,
    postTitle: row.title,
    slug: postSlug(row),
    postBody: row.body,
    // The stored text is collapsed already, so its first 400 characters describe it as the whole.
    description: describe(plainText),
    ...(withEmail ? { author: row.author_email } : {}),
    authorDisplayName: publicName(row.profile_name ?? row.author_name),
    authorPhotoURL: row.profile_photo ?? '',
    language: row.language,
    ...(row.author_id ? { authorId: row.author_id } : {}),
    ...(row.profile_handle ? { authorHandle: row.profile_handle } : {}),
    date: row.created_at,
    ...(row.edited_at ? { editDate: row.edited_at } : {}),
    image: row.image,
    status: row.status,
    ...(row.status === 'scheduled' && row.publish_at ? { publishAt: row.publish_at } : {}),
    tags: parseTags(row.tags),
    readingMinutes: Number(row.reading_minutes),
    likeCount: Number(row.like_count),
    likedByMe: Boolean(Number(row.liked_by_me)),
    bookmarkedByMe: Boolean(Number(row.bookmarked_by_me)),
    commentCount: Number(row.comment_count),
    // Said only when its author closed them (absent: open), so older answers stay as they were.
    ...(Number(row.comments_enabled) === 0 ? { commentsEnabled: false } : {}),
    // Only its author and the moderators are answered a hidden post (issue 26).
    ...(row.hidden ? { hidden: row.hidden } : {}),
  }
}

export function toPost(row: PostRow & SocialColumns, view?: PostView): PostDetail {
  return {
    ...toCore(row, row.body_text, view),
    bodyHtml: row.body_html,
    ...(row.version === undefined ? {} : { version: Number(row.version) }),
  }
}

/** The author's own list: with their email, as the spec's `author`. */
export const toOwnPost = (row: PostRow & SocialColumns) => toPost(row, { withEmail: true })

/** A feed row: the first FEED_BODY_PREVIEW_MAX characters of the plain text and its length. */
export interface SummaryRow extends Omit<CoreRow, 'body'> {
  preview: string
  // Both dialects count characters (code points) here, not UTF-16 units as JavaScript does.
  body_length: number | string
}

export function toSummary({ preview, body_length, ...row }: SummaryRow): PostSummary {
  return {
    ...toCore({ ...row, body: preview }, preview),
    bodyTruncated: Number(body_length) > FEED_BODY_PREVIEW_MAX,
  }
}

export interface TagCountRow {
  tag: string
  // PostgreSQL's count(*) is a bigint, which pg answers as text.
  count: number | string
}

export function toTagCount(row: TagCountRow): TagCount {
  return { tag: row.tag, count: Number(row.count) }
}
