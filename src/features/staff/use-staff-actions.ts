// The staff's changes (docs/decisions/0074): a role changed or taken away shows at once in the
// list and is put back, with a toast, if the server refuses; handing the site over waits for the
// server (who owns the site is its to say) and then asks everyone's role again.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffMember } from '../../../contract/site'
import { siteQueries } from '../../entities/site/queries'
import { snapshotQueries } from '../../lib/optimistic'
import { type StaffRole, changeStaffRole, handOverSite, removeStaff } from './api'
import { staffQueries } from '../../entities/site/staff-queries'
import { useT } from '../../lib/i18n/context'
import staffArea from '../../locales/en/staff.messages.json'

/** The staff list, its log and everyone's role (one's own may be among those changed). */
const refreshStaff = (queryClient: QueryClient) =>
  Promise.all(
    [staffQueries.staff().queryKey, staffQueries.audit().queryKey, siteQueries.roles()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  )

/** An optimistic change of the staff list: `change` is what the list shows until the answer. */
function useStaffChange<Variables>(
  mutationFn: (variables: Variables) => Promise<void>,
  change: (list: StaffMember[], variables: Variables) => StaffMember[],
  errorTitle: string,
) {
  const queryClient = useQueryClient()
  const { queryKey } = staffQueries.staff()
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    onMutate: async (variables: Variables) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      queryClient.setQueryData(queryKey, (list) => (list ? change(list, variables) : list))
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => refreshStaff(queryClient),
  })
}

export function useChangeRole() {
  const t = useT(staffArea)
  return useStaffChange(
    changeStaffRole,
    (list, { uid, role }: { uid: string; role: StaffRole }) =>
      list.map((member) => (member.uid === uid ? { ...member, role } : member)),
    t('staff.roleFailed'),
  )
}

export function useRemoveStaff() {
  const t = useT(staffArea)
  return useStaffChange(
    removeStaff,
    (list, uid: string) => list.filter((member) => member.uid !== uid),
    t('staff.removeFailed'),
  )
}

export function useHandOver() {
  const t = useT(staffArea)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handOverSite,
    meta: { errorTitle: t('staff.handOverFailed') },
    onSuccess: () => refreshStaff(queryClient),
  })
}
