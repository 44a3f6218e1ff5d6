// The one place that names the authors' query keys.
import { queryOptions } from '@tanstack/react-query'
import { getAuthor } from './api'

export const authorQueries = {
  all: () => ['authors'] as const,
  detail: (authorId: string) =>
    queryOptions({
      queryKey: [...authorQueries.all(), authorId] as const,
      queryFn: ({ signal }) => getAuthor(authorId, signal),
    }),
  /** Under the same root as by uid, so a follow or a profile change reaches both copies. */
  byHandle: (handle: string) =>
    queryOptions({
      queryKey: [...authorQueries.all(), 'by-handle', handle] as const,
      queryFn: ({ signal }) => getAuthor(handle, signal, true),
    }),
}
