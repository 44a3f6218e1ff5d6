import { Button, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { followQueries } from '../../../entities/follow/queries'
import { FollowedAuthors, FollowedTags } from './followed-lists'
import { RemoteFollowForm } from './remote-follow-form'
import { RemoteFollowedList } from './remote-followed-list'
import { TitledSection } from './titled-section'

import { useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import follows from '../../../locales/en/follows.messages.json'

/**
 * Whom and what the reader follows, in one place (ADR 0059): authors, tags and people on other
 * servers, each with Unfollow, and the form to follow someone on another server (the Following
 * tab's link opens the page at it, `#follow-elsewhere`, which the page announcer focuses).
 */
export function FollowingScreen({ email }: { email: string }) {
  const t = useT(follows)
  const followed = useQuery(followQueries.followed(email))
  const remote = useQuery(followQueries.remote(email))
  // A row unfollowed here is hidden at once and back if the server refuses (paused-writes.ts).
  const authors = followed.data?.authors.filter((row) => !row.unfollowed) ?? []
  const tags = followed.data?.tags.filter((row) => !row.unfollowed).map((row) => row.tag) ?? []
  const others = remote.data ?? []
  const loading = followed.isPending || remote.isPending
  const nobody =
    followed.isSuccess && remote.isSuccess && authors.length + tags.length + others.length === 0

  const lists = (
    <>
      <ListSection
        title={t('follows.authors')}
        query={followed}
        failed={t('follows.authorsFailed')}
        none={t('follows.authorsNone')}
      >
        {authors.length > 0 ? <FollowedAuthors authors={authors} /> : null}
      </ListSection>
      <ListSection
        title={t('follows.tags')}
        query={followed}
        failed={t('follows.tagsFailed')}
        none={t('follows.tagsNone')}
      >
        {tags.length > 0 ? <FollowedTags tags={tags} /> : null}
      </ListSection>
      <ListSection
        title={t('follows.remote')}
        query={remote}
        failed={t('follows.remoteFailed')}
        none={t('follows.remoteNone')}
      >
        {others.length > 0 ? <RemoteFollowedList email={email} rows={others} /> : null}
      </ListSection>
    </>
  )
  return (
    <Stack gap="xl">
      {loading ? (
        <PageLoader label={t('follows.loading')} />
      ) : nobody ? (
        <Stack gap="xs">
          <Text fw={600}>{t('follows.noOne')}</Text>
          <Text c="dimmed">
            {withElements((m) => t('follows.noOneHelp', { link: m.link }), {
              link: <LinkAnchor to="/">{t('follows.seeLatest')}</LinkAnchor>,
            })}
          </Text>
        </Stack>
      ) : (
        lists
      )}
      <RemoteFollowForm email={email} />
    </Stack>
  )
}

/** One list of the page: its rows (`children`, null when it has none), or why not. */
function ListSection({
  title,
  query,
  failed,
  none,
  children,
}: {
  title: string
  query: { isError: boolean; refetch: () => unknown }
  /** What could not be loaded, said (a whole sentence) when the query failed. */
  failed: string
  /** What an empty list says. */
  none: string
  children: ReactNode
}) {
  const t = useT(follows)
  return (
    <TitledSection title={title}>
      {query.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            {failed}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
            {t('follows.tryAgain')}
          </Button>
        </Group>
      ) : (
        (children ?? (
          <Text size="sm" c="dimmed">
            {none}
          </Text>
        ))
      )}
    </TitledSection>
  )
}
