// The preview page's query key (docs/decisions/0062), under the editor's root (../queries.ts):
// apart from it for the page's weight (api.ts beside this file says why).
import { queryOptions } from '@tanstack/react-query'
import { readPreview } from './api'

export const previewPageQueries = {
  /** The post a token opens: asked again on every visit, so a stopped link shows it is stopped. */
  read: (token: string) =>
    queryOptions({
      queryKey: ['preview-links', 'read', token] as const,
      queryFn: ({ signal }) => readPreview(token, signal),
      staleTime: 0,
      gcTime: 0,
    }),
}
