import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { LinkAnchor } from '../../../components/link-anchor'
import { UserAvatar } from '../../../components/user-avatar'
import { followQueries } from '../../../entities/follow/queries'
import { FollowButton } from './follow-button'
import { PLAIN_LIST, TitledSection } from './titled-section'

/**
 * What an empty following feed shows: the authors who published most and the most used tags,
 * each with a Follow button; following one fills the feed (use-follow.ts refetches it).
 */
export function FollowSuggestions({ email }: { email: string }) {
  const { data, isPending, isError } = useQuery(followQueries.suggestions(email))
  // Someone followed on another server (docs/decisions/0050) may not have posted since.
  const remote = useQuery(followQueries.remote(email))
  return (
    <Stack gap="md">
      <Text>
        {remote.data?.length
          ? 'No posts yet from the people you follow. Follow more authors and tags, and their new posts gather here.'
          : 'You follow nobody yet. Follow authors and tags, and their new posts gather here.'}
      </Text>
      {isPending ? <Skeleton height={120} aria-label="Loading suggestions" /> : null}
      {isError ? (
        <Alert color="red" title="Suggestions could not be loaded">
          Open an author’s page or a tag to follow it.
        </Alert>
      ) : null}
      {data && data.authors.length > 0 ? (
        <TitledSection title="Authors to follow">
          <Stack gap="xs" component="ul" style={PLAIN_LIST}>
            {data.authors.map((author) => (
              <Group key={author.authorId} component="li" justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <UserAvatar name={author.displayName} photoURL={author.photoURL} size={32} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <LinkAnchor
                      to="/author/$authorId"
                      params={{ authorId: author.authorId }}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {author.displayName}
                    </LinkAnchor>
                    <Text size="xs" c="dimmed">
                      {author.handle ? `@${author.handle} · ` : ''}
                      {author.postCount} {author.postCount === 1 ? 'post' : 'posts'}
                    </Text>
                  </Stack>
                </Group>
                <FollowButton
                  target={{ kind: 'author', authorId: author.authorId }}
                  name={author.displayName}
                  followedByMe={false}
                  size="xs"
                />
              </Group>
            ))}
          </Stack>
        </TitledSection>
      ) : null}
      {data && data.tags.length > 0 ? (
        <TitledSection title="Tags to follow">
          <Group gap="sm" component="ul" style={PLAIN_LIST}>
            {data.tags.map(({ tag, count }) => (
              <Group key={tag} component="li" gap={6} wrap="nowrap">
                <LinkAnchor to="/tag/$tag" params={{ tag }}>
                  #{tag}
                </LinkAnchor>
                <Text size="xs" c="dimmed">
                  {count}
                </Text>
                <FollowButton
                  target={{ kind: 'tag', tag }}
                  name={`#${tag}`}
                  followedByMe={false}
                  size="xs"
                />
              </Group>
            ))}
          </Group>
        </TitledSection>
      ) : null}
      {data && data.authors.length === 0 && data.tags.length === 0 ? (
        <Text c="dimmed">Nothing to suggest yet: nobody else has published.</Text>
      ) : null}
    </Stack>
  )
}
