// Emulator mode's outbox, read through the server (GET /api/dev/oob-codes).
import { queryOptions } from '@tanstack/react-query'
import type { OobCode } from '../../../contract/dev-mailbox'
import { http } from '../../lib/http'

export async function getOobCodes(signal?: AbortSignal): Promise<OobCode[]> {
  // The schema comes with the call, not on the first load (docs/decisions/0018).
  const [data, { OobCodeListSchema }] = await Promise.all([
    http.get('dev/oob-codes', { signal }).json(),
    import('../../../contract/dev-mailbox'),
  ])
  return OobCodeListSchema.parse(data)
}

export const devMailboxQueries = {
  all: () => ['dev-mailbox'] as const,
  list: () =>
    queryOptions({
      queryKey: [...devMailboxQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getOobCodes(signal),
      // A new email may arrive at any moment; the page is for reading it as soon as it does.
      staleTime: 0,
      refetchInterval: 5000,
    }),
}
