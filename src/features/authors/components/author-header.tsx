import { Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FeedLink } from '../../../components/feed-link'
import { UserAvatar } from '../../../components/user-avatar'
import { authorQueries } from '../queries'

/** An author's page head: their photo (or initials), name, bio and how much they published. */
export function AuthorHeader({ authorId }: { authorId: string }) {
  const { data: author } = useSuspenseQuery(authorQueries.detail(authorId))
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <UserAvatar name={author.displayName} photoURL={author.photoURL} size={72} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {author.displayName}
        </Title>
        {author.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{author.bio}</Text>
        ) : null}
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {author.postCount} {author.postCount === 1 ? 'post' : 'posts'}
          </Text>
          <FeedLink
            href={`/author/${encodeURIComponent(author.authorId)}/rss.xml`}
            name={`of ${author.displayName}'s posts`}
          />
        </Group>
      </Stack>
    </Group>
  )
}
