// Issue 24 item 4: the reading list. Private to its reader: no one else sees what they saved,
// and a post shows no count of it.
import * as z from 'zod/mini'

/** `PUT` / `DELETE /post/:postId/bookmark`: whether the post is on the caller's list after it. */
export const BookmarkResultSchema = z.object({ bookmarked: z.boolean() })
export type BookmarkResult = z.infer<typeof BookmarkResultSchema>
