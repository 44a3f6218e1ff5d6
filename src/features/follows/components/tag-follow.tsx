import { Box, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { followQueries } from '../../../entities/follow/queries'
import { FollowButton } from './follow-button'

import { useT } from '../../../lib/i18n/context'
import followButton from '../../../locales/en/follow-button.messages.json'

/**
 * A tag page's followers and Follow button. Read without suspending: the tag's posts never wait
 * for it, and a failure leaves the page as it was, without the button. Its line is held while it
 * loads, so the posts below do not jump down when it arrives.
 */
export function TagFollow({ tag }: { tag: string }) {
  const t = useT(followButton)
  const { data } = useQuery(followQueries.tag(tag))
  if (!data) return <Box mih={30} aria-hidden />
  return (
    <Group gap="sm" mih={30}>
      <Text c="dimmed" size="sm">
        {t('followButton.tagCounts', { posts: data.postCount, followers: data.followerCount })}
      </Text>
      <FollowButton
        target={{ kind: 'tag', tag }}
        name={`#${tag}`}
        followedByMe={data.followedByMe}
        followerCount={data.followerCount}
        size="xs"
      />
    </Group>
  )
}
