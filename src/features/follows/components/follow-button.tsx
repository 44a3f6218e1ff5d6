import { Button } from '@mantine/core'
import { useLocation } from '@tanstack/react-router'
import { LinkButton } from '../../../components/link-button'
import { useSession } from '../../../lib/auth/session'
import type { FollowTarget } from '../api'
import { useWaitingWords } from '../../../components/waiting-toggle'
import { useT } from '../../../lib/i18n/context'
// Its own small area: the button is on the reading pages (their shared chunk), the Following
// screen's words are not.
import followButton from '../../../locales/en/follow-button.messages.json'
import { useFollow } from '../use-follow'

interface FollowButtonProps {
  target: FollowTarget
  /** Who or what, for the accessible name: "Ada Moreno", "#rust". */
  name: string
  followedByMe: boolean
  /** Unknown where a list does not say (the suggestions): the name then goes without it. */
  followerCount?: number
  size?: 'xs' | 'sm'
}

/**
 * Follow / Following: a toggle for a signed-in reader (optimistic, use-follow.ts); for a visitor
 * a link to sign in first that brings them back, as the heart does.
 */
export function FollowButton({
  target,
  name,
  followedByMe,
  followerCount,
  size = 'sm',
}: FollowButtonProps) {
  const t = useT(followButton)
  const waiting = useWaitingWords()
  const session = useSession()
  const follow = useFollow(target)
  const href = useLocation({ select: (location) => location.href })
  // Nobody follows themselves (the server says 400): their own page has no button.
  if (session.status === 'signed-in' && target.kind === 'author') {
    if (session.user.uid === target.authorId) return null
  }
  // A copy no cache holds (a suggestion) shows the pending change from the mutation itself.
  const following = follow.isPending && follow.variables ? follow.variables.following : followedByMe
  // The count where the list says it (the suggestions do not): one sentence either way.
  const counted = { name, hasCount: String(followerCount !== undefined), count: followerCount ?? 0 }
  const label = t('followButton.label', {
    ...counted,
    following: String(following),
    waiting: String(follow.waiting),
  })
  if (session.status !== 'signed-in') {
    return (
      <LinkButton
        to="/login"
        search={{ redirect: href }}
        variant="default"
        size={size}
        aria-label={t('followButton.signInToFollow', counted)}
      >
        {t('followButton.follow')}
      </LinkButton>
    )
  }
  return (
    <Button
      variant={following ? 'light' : 'filled'}
      size={size}
      aria-pressed={following}
      aria-label={label}
      title={follow.waiting ? waiting.title : undefined}
      styles={
        follow.waiting
          ? { root: { borderStyle: 'dashed', borderColor: 'currentColor' } }
          : undefined
      }
      onClick={() => follow.mutate(!following)}
    >
      {following ? t('followButton.following') : t('followButton.follow')}
    </Button>
  )
}
