import { PostListSchema, type PostSummary } from '../../../contract/posts'
import { nextCursorFromLink } from '../../../contract/common'
import { http } from '../../lib/http'

export interface PostPage {
  posts: PostSummary[]
  nextCursor: string | null
}

export async function getPosts(cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  const searchParams = cursor ? { cursor } : undefined
  const response = await http.get('posts', { searchParams, signal })
  return {
    posts: PostListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}
