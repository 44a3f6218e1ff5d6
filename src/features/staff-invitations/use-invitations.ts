// Inviting to the staff and withdrawing an invitation (ADR 0074), optimistic: the list shows the
// invitation at once (or without it), and a failure puts it back as it was. The audit log and the
// staff list are asked again after.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Invitation, InvitationInput } from '../../../contract/site'
import { siteQueries } from '../../entities/site/queries'
import { acceptInvitation, invite, withdrawInvitation } from './api'
import { staffQueries } from '../../entities/site/staff-queries'

const PENDING_ID = 'pending-invitation'

export function useInvite() {
  const queryClient = useQueryClient()
  const key = staffQueries.invitations().queryKey
  return useMutation({
    mutationFn: invite,
    onMutate: async (input: InvitationInput) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      const now = new Date().toISOString()
      const shown: Invitation = { _id: PENDING_ID, ...input, date: now, expires: now }
      queryClient.setQueryData(key, (list) => [shown, ...(list ?? [])])
      return { before }
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (made) =>
      queryClient.setQueryData(key, (list) =>
        (list ?? []).map((item) => (item._id === PENDING_ID ? made : item)),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: staffQueries.audit().queryKey }),
      ]),
  })
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient()
  const key = staffQueries.invitations().queryKey
  return useMutation({
    mutationFn: withdrawInvitation,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (list) => (list ?? []).filter((item) => item._id !== id))
      return { before }
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: staffQueries.audit().queryKey }),
      ]),
  })
}

/** The invitee's acceptance: their role is asked again, and the staff list too. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: siteQueries.roles() }),
        queryClient.invalidateQueries({ queryKey: staffQueries.staff().queryKey }),
      ]),
  })
}
