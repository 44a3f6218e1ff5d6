import { useQuery } from '@tanstack/react-query'
import { publishRight, roleAtLeast } from '../../../contract/site-facts'
import { siteQueries } from '../../entities/site/queries'
import { useSiteSettings } from '../../entities/site/use-site'

/**
 * What the signed-in person may do with a post from its own page (ADR 0074, 0078): their publish
 * right as `usePublishRight` reads it (a contributor `draft`), and whether they are an editor or
 * above, who reads, edits and publishes anyone's draft. Nothing is offered until their role is
 * known (`known`), so a contributor never sees Publish come and go. Not `usePublishRight` itself:
 * the writing screens' chunk holds it, and this page's desk would split it into a chunk of its
 * own, a name more in the first load's map of chunks (ADR 0064).
 */
export function useDeskRights(uid: string) {
  const role = useQuery(siteQueries.role(uid))
  const { publishing } = useSiteSettings()
  return {
    known: !role.isPending,
    right: publishRight(role.data?.role, publishing),
    editor: roleAtLeast(role.data?.role, 'editor'),
  }
}
