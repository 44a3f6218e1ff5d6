import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { LinkAnchor } from '../../../components/link-anchor'
import { UserAvatar } from '../../../components/user-avatar'
import { followQueries } from '../../../entities/follow/queries'
import { FollowButton } from './follow-button'
import { PLAIN_LIST, TitledSection } from './titled-section'

import { useT } from '../../../lib/i18n/context'
import followSuggestions from '../../../locales/en/follow-suggestions.messages.json'

/**
 * What an empty following feed shows: the authors who published most and the most used tags,
 * each with a Follow button; following one fills the feed (use-follow.ts refetches it).
 */
export function FollowSuggestions({ email }: { email: string }) {
  const t = useT(followSuggestions)
  const { data, isPending, isError } = useQuery(followQueries.suggestions(email))
  // Someone followed on another server (docs/decisions/0050) may not have posted since.
  const remote = useQuery(followQueries.remote(email))
  return (
    <Stack gap="md">
      <Text>
        {remote.data?.length ? t('followSuggestions.noPostsYet') : t('followSuggestions.nobodyYet')}
      </Text>
      {isPending ? <Skeleton height={120} aria-label={t('followSuggestions.loading')} /> : null}
      {isError ? (
        <Alert color="red" title={t('followSuggestions.failed')}>
          {t('followSuggestions.failedHelp')}
        </Alert>
      ) : null}
      {data && data.authors.length > 0 ? (
        <TitledSection title={t('followSuggestions.authors')}>
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
                      {t('followSuggestions.postCount', { count: author.postCount })}
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
        <TitledSection title={t('followSuggestions.tags')}>
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
        <Text c="dimmed">{t('followSuggestions.nothing')}</Text>
      ) : null}
    </Stack>
  )
}
