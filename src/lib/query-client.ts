import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Back/forward and revisits render from the cache without waiting; a minute is fresh.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
      },
    },
  })
}
