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

export const OOB_REQUEST_NAMES: Record<string, string> = {
  VERIFY_EMAIL: 'Verify email',
  PASSWORD_RESET: 'Reset password',
  EMAIL_SIGNIN: 'Sign in',
  VERIFY_AND_CHANGE_EMAIL: 'Change email',
  RECOVER_EMAIL: 'Recover email',
}

/** Firebase's action modes, as its links and a custom action page (routes/auth-action.tsx) name them. */
const ACTION_MODES: Record<string, 'verifyEmail' | 'resetPassword'> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
}

/**
 * Where a mailbox link opens: Quill's own action page for a verification or a reset (a page
 * that says what happened, not the emulator's JSON: issue 22), the emulator's link otherwise.
 */
export function mailboxLink(code: OobCode): string {
  const mode = ACTION_MODES[code.requestType]
  if (!mode) return code.oobLink
  return `/auth-action?${new URLSearchParams({ mode, oobCode: code.oobCode }).toString()}`
}
