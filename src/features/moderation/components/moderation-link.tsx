import { useQuery } from '@tanstack/react-query'
import { LinkButton } from '../../../components/link-button'
import type { SessionUser } from '../../../lib/auth/session'
import { moderationQueries } from '../../../lib/moderation/queries'

/** For moderators only: the way to the open reports (issue 26). */
export function ModerationLink({ user }: { user: SessionUser }) {
  const me = useQuery(moderationQueries.me(user.uid))
  if (!me.data?.moderator) return null
  return (
    <LinkButton to="/moderation" variant="light" style={{ alignSelf: 'flex-start' }}>
      Moderation: open reports
    </LinkButton>
  )
}
