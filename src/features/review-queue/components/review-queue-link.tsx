import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { roleAtLeast } from '../../../../contract/roles'
import { LinkAnchor } from '../../../components/link-anchor'
import { reviewQueries } from '../../../entities/review/queries'
import { siteQueries } from '../../../entities/site/queries'

/** For editors only: the way to the drafts that wait, with how many the first page holds. */
export function ReviewQueueLink({ uid }: { uid: string }) {
  const me = useQuery(siteQueries.role(uid))
  const editor = roleAtLeast(me.data?.role, 'editor')
  const list = useInfiniteQuery({ ...reviewQueries.list('oldest'), enabled: editor })
  if (!editor) return null
  const first = list.data?.pages[0]
  const count = first?.reviews.length ?? 0
  const words = first
    ? `${count}${first.nextCursor ? '+' : ''} draft${count === 1 ? '' : 's'} waiting`
    : 'drafts waiting'
  return (
    <LinkAnchor to="/reviews" size="sm">
      Review queue: {words}
    </LinkAnchor>
  )
}
