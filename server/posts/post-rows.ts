// Rows as the API shows them: the database's snake_case columns become the spec's field names.
import {
  FEED_BODY_PREVIEW_MAX,
  type Post,
  type PostDetail,
  type PostSummary,
} from '../../contract/posts'
import type { TagCount } from '../../contract/tags'
import type { PostRow } from '../db/schema'

/** The stored JSON array of a post's tags. */
export function parseTags(tags: string): string[] {
  const parsed: unknown = JSON.parse(tags)
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : []
}

type CoreRow = Omit<PostRow, 'body_html' | 'body_text'>

function toCore(row: CoreRow): Post {
  return {
    _id: row.id,
    postTitle: row.title,
    postBody: row.body,
    author: row.author_email,
    authorDisplayName: row.author_name,
    ...(row.author_id ? { authorId: row.author_id } : {}),
    date: row.created_at,
    ...(row.edited_at ? { editDate: row.edited_at } : {}),
    image: row.image,
    status: row.status,
    tags: parseTags(row.tags),
    readingMinutes: Number(row.reading_minutes),
  }
}

export function toPost(row: PostRow): PostDetail {
  return { ...toCore(row), bodyHtml: row.body_html }
}

/** A feed row: the first FEED_BODY_PREVIEW_MAX characters of the plain text and its length. */
export interface SummaryRow extends Omit<CoreRow, 'body'> {
  preview: string
  // Both dialects count characters (code points) here, not UTF-16 units as JavaScript does.
  body_length: number | string
}

export function toSummary({ preview, body_length, ...row }: SummaryRow): PostSummary {
  return {
    ...toCore({ ...row, body: preview }),
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
