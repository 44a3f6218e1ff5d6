import { type DefaultOptions, MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'
import { notify } from './toast'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The toast's title when the mutation fails; its description is the server's own message
       * (or what happened, when no answer came). Without it the mutation reports on its own.
       */
      errorTitle?: string
      /**
       * The title after a refusal (below), in the reader's language: "Could not save" for
       * "Could not save, please try again". Without it the English suffix is cut off, which a
       * translated title does not have (docs/decisions/0077).
       */
      refusedTitle?: string
    }
  }
}

/**
 * A failed mutation's toast title: its `errorTitle`, but never "please try again" after a 403
 * of the server's own code. That is a refusal (the account suspended, the person blocking, the
 * comments closed, a moderator's act: docs/decisions/0043) which the same request meets again;
 * the server's message, beneath, says why. A plain `forbidden` may be a lost session (http.ts).
 */
export const errorToastTitle = (title: string, error: ApiError, refusedTitle?: string) =>
  error.status === 403 && error.code !== 'forbidden'
    ? (refusedTitle ?? title.replace(/, please try again$/, ''))
    : title

/** One place shows every failed mutation (TkDodo, "Global error callbacks"). */
const mutationCache = () =>
  new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const title = mutation.meta?.errorTitle
      if (!title) return
      const failure = ApiError.from(error)
      notify.error(errorToastTitle(title, failure, mutation.meta?.refusedTitle), {
        description: failure.message,
      })
    },
  })

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: mutationCache(),
    defaultOptions: {
      ...overrides,
      queries: {
        // Back/forward and revisits render from the cache without waiting; a minute is fresh.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // The HTTP client already retries a failed read twice (src/lib/http.ts); retrying here
        // too made a dead connection cost 12 requests and 11 s before the page said so.
        retry: false,
        // Offline, a read is tried anyway and fails at once, rather than waiting paused: a page
        // kept on this device (docs/decisions/0040) shows its copy, and one never opened here
        // says so ("Not saved for offline reading") instead of a skeleton waiting forever.
        networkMode: 'offlineFirst',
        ...overrides.queries,
      },
    },
  })
}
