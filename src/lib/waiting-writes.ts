// Writes made offline wait, paused, in the query cache's kept copy (docs/decisions/0040) and go
// when the connection is back, also after the tab was closed. What they need to be sent again is
// in their variables (plain data) and in the defaults each feature sets by mutation key before
// the kept copy is restored; a screen shows such a write as waiting and can take it back.
import {
  type MutationKey,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query'

/** Writes waiting offline are sent one after the other, in the order they were made. */
export const WRITES_IN_ORDER = { id: 'writes-in-order' }

/**
 * Sets what sends a feature's writes (`set` calls setMutationDefaults by key) on a query client
 * once, however often it is asked: before the kept copy is restored, and by each hook that writes.
 */
export function oncePerClient(
  set: (queryClient: QueryClient) => void,
): (queryClient: QueryClient) => void {
  const done = new WeakSet<QueryClient>()
  return (queryClient) => {
    if (done.has(queryClient)) return
    done.add(queryClient)
    set(queryClient)
  }
}

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

/**
 * A toggle whose change may wait offline (a like, a bookmark, a follow): `mutate(on)` sends the
 * change `variables(on)`, unless an earlier change of the same thing (`matches`) still waits:
 * then that one is taken back instead of queueing its opposite, and `undo` shows again what the
 * screens showed before it. `waiting` says whether a change waits. `options` carry the
 * mutation's key and what it shows at once (`onMutate`); what it sends is the defaults' its
 * feature sets by that key.
 */
export function useWaitingToggle<Variables>(
  options: UseMutationOptions<unknown, Error, Variables> & { mutationKey: MutationKey },
  matches: (variables: Variables) => boolean,
  variables: (on: boolean) => Variables,
  undo: (dropped: Variables) => void,
): Omit<UseMutationResult<unknown, Error, Variables>, 'mutate'> & {
  waiting: boolean
  mutate: (on: boolean) => void
} {
  const queryClient = useQueryClient()
  const waiting = useWaitingWrite(options.mutationKey, matches)
  // No context: a paused write is kept on the device, and what it keeps must be plain data.
  const mutation = useMutation<unknown, Error, Variables>(options)
  return {
    ...mutation,
    waiting: waiting !== undefined,
    mutate: (on) => {
      const dropped =
        waiting === undefined ? undefined : dropWaitingWrite<Variables>(queryClient, waiting)
      if (dropped) {
        undo(dropped)
        mutation.reset()
      } else mutation.mutate(variables(on))
    },
  }
}
