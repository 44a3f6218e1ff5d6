// Rows as the API shows them: the database's snake_case columns become the spec's field names.
import { FEED_BODY_PREVIEW_MAX, type Post, type PostSummary } from '../../contract/posts'
import type { PostRow } from '../db/schema'

export function toPost(row: PostRow): Post {
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
  }
}

/** A feed row: the first FEED_BODY_PREVIEW_MAX characters of the body and its full length. */
export interface SummaryRow extends Omit<PostRow, 'body'> {
  preview: string
  // Both dialects count characters (code points) here, not UTF-16 units as JavaScript does.
  body_length: number | string
}

export function toSummary({ preview, body_length, ...row }: SummaryRow): PostSummary {
  return {
    ...toPost({ ...row, body: preview }),
    bodyTruncated: Number(body_length) > FEED_BODY_PREVIEW_MAX,
  }
}
