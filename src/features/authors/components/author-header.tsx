import { Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Author } from '../../../../contract/profiles'
import { FeedLink } from '../../../components/feed-link'
import { UserAvatar } from '../../../components/user-avatar'
import { authorQueries } from '../../../entities/author/queries'
import { useT } from '../../../lib/i18n/context'
import authors from '../../../locales/en/authors.messages.json'

interface AuthorHeaderProps {
  authorId: string
  /** What the page adds beside the name (a Follow button: features/follows). */
  action?: (author: Author) => ReactNode
}

/**
 * An author's page head: their photo (or initials), name, handle, bio, how much they published
 * and how many follow them.
 */
export function AuthorHeader({ authorId, action }: AuthorHeaderProps) {
  const t = useT(authors)
  const { data: author } = useSuspenseQuery(authorQueries.detail(authorId))
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <UserAvatar name={author.displayName} photoURL={author.photoURL} size={72} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {author.displayName}
            </Title>
            {author.handle ? (
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{author.handle}
              </Text>
            ) : null}
          </Stack>
          {action?.(author)}
        </Group>
        {author.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{author.bio}</Text>
        ) : null}
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {t('authors.counts', { posts: author.postCount, followers: author.followerCount })}
          </Text>
          <FeedLink
            href={`/author/${encodeURIComponent(author.authorId)}/rss.xml`}
            label={t('authors.rssFeed', { name: author.displayName })}
          />
        </Group>
      </Stack>
    </Group>
  )
}
