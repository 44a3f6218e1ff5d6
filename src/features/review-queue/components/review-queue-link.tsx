import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { roleAtLeast } from '../../../../contract/roles'
import { LinkAnchor } from '../../../components/link-anchor'
import { reviewQueries } from '../../../entities/review/queries'
import { siteQueries } from '../../../entities/site/queries'
import { useT } from '../../../lib/i18n/context'
import reviewQueue from '../../../locales/en/review-queue.messages.json'

/** For editors only: the way to the drafts that wait, with how many the first page holds. */
export function ReviewQueueLink({ uid }: { uid: string }) {
  const t = useT(reviewQueue)
  const me = useQuery(siteQueries.role(uid))
  const editor = roleAtLeast(me.data?.role, 'editor')
  const list = useInfiniteQuery({ ...reviewQueries.list('oldest'), enabled: editor })
  if (!editor) return null
  const first = list.data?.pages[0]
  return (
    <LinkAnchor to="/reviews" size="sm">
      {first
        ? t('reviewQueue.linkCount', {
            count: first.reviews.length,
            more: first.nextCursor !== null,
          })
        : t('reviewQueue.linkLoading')}
    </LinkAnchor>
  )
}
