// Writes made offline wait, paused, in the query cache's kept copy (docs/decisions/0040) and go
// when the connection is back, also after the tab was closed. What they need to be sent again is
// in their variables (plain data) and in the defaults each feature sets by mutation key before
// the kept copy is restored; a screen shows such a write as waiting and can take it back.
import { type MutationKey, type QueryClient, useMutationState } from '@tanstack/react-query'

/** Writes waiting offline are sent one after the other, in the order they were made. */
export const WRITES_IN_ORDER = { id: 'writes-in-order' }

/**
 * The id of the newest write under `mutationKey` whose variables `matches` and that waits for
 * the connection; undefined when none waits.
 */
export function useWaitingWrite<Variables>(
  mutationKey: MutationKey,
  matches: (variables: Variables) => boolean,
): number | undefined {
  const waiting = useMutationState({
    filters: {
      mutationKey,
      status: 'pending',
      predicate: (mutation) =>
        mutation.state.isPaused && matches(mutation.state.variables as Variables),
    },
    select: (mutation) => mutation.mutationId,
  })
  return waiting.at(-1)
}

/**
 * Takes back a write that still waits: it is never sent. Answers its variables, so the caller
 * can undo what the screens showed, or undefined if it is no longer waiting (it went meanwhile).
 */
export function dropWaitingWrite<Variables>(
  queryClient: QueryClient,
  mutationId: number,
): Variables | undefined {
  const mutations = queryClient.getMutationCache()
  const mutation = mutations.getAll().find((m) => m.mutationId === mutationId)
  if (!mutation?.state.isPaused) return undefined
  mutations.remove(mutation)
  return mutation.state.variables as Variables
}
