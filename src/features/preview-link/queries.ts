// The editor's preview link query keys (docs/decisions/0062); the preview page's are in
// page/queries.ts (see page/api.ts for why apart). Their root, `preview-links`, is not one the
// device keeps (src/lib/offline/rules.ts): a stopped link must open nothing, here or offline.
import { queryOptions } from '@tanstack/react-query'
import { getPreviewLink } from './api'

export const previewLinkQueries = {
  all: () => ['preview-links'] as const,
  /** A post's live link, as its writers see it in the editor. */
  ofPost: (postId: string) =>
    queryOptions({
      queryKey: [...previewLinkQueries.all(), 'post', postId] as const,
      queryFn: ({ signal }) => getPreviewLink(postId, signal),
    }),
}
