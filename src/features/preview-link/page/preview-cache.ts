// The previewed post's own query cache (ADR 0079). The post page's article reads the post from
// the post detail cache; a preview puts it in a cache of its own rather than the app's, so the
// draft is never kept on the device with the reader's posts (src/lib/offline/rules.ts keeps
// `posts`), and never asked for again at `/post/:id`, which is a 404 to anyone but its writers.
import { QueryClient } from '@tanstack/react-query'
import type { Post } from '../../../../contract/posts'
import { type PostView, postQueries } from '../../../entities/post/queries'

export function previewCache(post: Post): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData<PostView>(postQueries.detail(post._id).queryKey, {
    ...post,
    bodyTruncated: false,
  })
  return client
}
